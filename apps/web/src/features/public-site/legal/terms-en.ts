import type { LegalDocument, TermsSection } from "./legal-document";

export const termsEn: LegalDocument<TermsSection> = {
  updated: "2026-11-01",
  sections: {
    acceptance: {
      title: "1. Accepting these terms",
      paragraphs: [
        "These terms govern your use of the Rewards website and apps. By creating an account you accept them and our privacy policy. If you do not agree, please do not use the service.",
      ],
    },
    eligibility: {
      title: "2. Who can join",
      paragraphs: [
        "You may hold one account, for yourself. If you are under 18, you need the consent of a parent or legal guardian, who accepts these terms on your behalf and is responsible for your use of the service.",
        "Some surveys, jobs and offers are open only to people of a certain age or country; we tell you when that is the case.",
      ],
    },
    account: {
      title: "3. Your account",
      paragraphs: [
        "Give true and current information: your email, name, birthday and phone number. We verify your email with a 6-digit code and may verify your phone number or identity before a redemption.",
        "Keep your password to yourself. You are responsible for what happens in your account; tell us at once if you think someone else has used it.",
      ],
    },
    points: {
      title: "4. Points",
      paragraphs: [
        "Points are counted in cents. You earn them from surveys, missions, the weekly bingo, invitations, jobs and shop check-ins, under the rules shown for each activity.",
        "Points have no cash value until you redeem them, and they cannot be sold or transferred to another account.",
        "Points expire 2 years after the last change to your balance: any point earned or redeemed keeps your whole balance alive.",
        "We may withhold or cancel points earned by mistake, through a technical fault or in breach of these terms.",
      ],
    },
    redemption: {
      title: "5. Redeeming",
      paragraphs: [
        "You can redeem once your balance passes the minimum for your country: in Vietnam more than 500 points (1 point = 200 VND), in Indonesia at least 380 points (1 point = 130 rupiah).",
        "Bank transfers are confirmed with a one-time code sent to your phone. Gift cards, phone cards and shop vouchers are subject to the conditions of their issuer.",
      ],
    },
    conduct: {
      title: "6. Fair play",
      paragraphs: [
        "Answer surveys honestly and yourself. Do not use more than one account, bots, scripts, VPNs to fake your country, or any other trick to earn points. We may suspend an account that does, and cancel the points it earned.",
      ],
    },
    jobsAndShops: {
      title: "7. Jobs and shops",
      paragraphs: [
        "Jobs are agreements between workers and clients; Rewards provides the marketplace and the chat but is not a party to them. Shop offers, coupons and stamp cards are provided by the shops under their own conditions.",
      ],
    },
    deletion: {
      title: "8. Deleting your account",
      paragraphs: [
        "You can delete your account at any time from Settings. Deletion is final: all your points are lost and cannot be restored. Redeem what you can before you delete.",
      ],
    },
    endOfService: {
      title: "9. If the service ends",
      paragraphs: [
        "If we close the service, or a part of it, we tell you at least 30 days in advance by email and in the app, so that you have time to redeem your points.",
      ],
    },
    changes: {
      title: "10. Changes and contact",
      paragraphs: [
        "We may update these terms. We tell you about important changes before they apply; continuing to use the service afterwards means you accept them. For any question, write to us through the help centre.",
      ],
    },
  },
};
