import type { LegalDocument, PolicySection } from "./legal-document";

export const policyEn: LegalDocument<PolicySection> = {
  updated: "2026-11-01",
  sections: {
    collected: {
      title: "1. What we collect",
      paragraphs: [
        "What you give us: your email, password (stored only as a secure hash), name, birthday, phone number and country; your survey answers; and, if you work through the job marketplace, your worker profile, portfolio, video resume and identity document.",
        "What the service records: your points and redemptions, missions and bingo progress, invitations, shop check-ins and coupons, and your messages with clients or workers. When you scan a QR code or explore nearby shops, we use your location only for that search.",
      ],
    },
    use: {
      title: "2. How we use it",
      paragraphs: [
        "To run your account, match you with surveys and jobs, count and pay your points, prevent fraud, answer your questions and, if you agree, tell you about new surveys and offers. You choose how often we notify you: instantly, once a day or never.",
      ],
    },
    sharing: {
      title: "3. Who we share it with",
      paragraphs: [
        "Survey partners receive your answers without your name or contact details. Clients see the worker profile you publish. Banks and card issuers receive what a redemption needs. We never sell your personal data.",
      ],
    },
    retention: {
      title: "4. Data we keep",
      paragraphs: [
        "We keep your data while your account is open. When you delete your account we erase your profile and your points; we keep records of past redemptions for as long as tax and accounting law requires, and error reports for 30 days.",
      ],
    },
    cookies: {
      title: "5. Cookies",
      paragraphs: [
        "We use only the cookies the service needs: your sign-in session (7 days), your country (28 days) and your language (7 days). We use no advertising cookies.",
      ],
    },
    minors: {
      title: "6. Minors",
      paragraphs: [
        "People under 18 may use the service only with the consent of a parent or legal guardian, who may ask us at any time to see or delete the minor's data.",
      ],
    },
    rights: {
      title: "7. Your rights",
      paragraphs: [
        "You can see and correct your profile in the app, ask us for a copy of your data, object to its use for offers, and delete your account from Settings. Write to us through the help centre for any request.",
      ],
    },
    security: {
      title: "8. Security",
      paragraphs: [
        "Your data travels encrypted, passwords and sessions are stored only as hashes, and bank transfers need a code sent to your phone. Access inside our team is limited to those who need it.",
      ],
    },
    changes: {
      title: "9. Changes",
      paragraphs: ["We tell you about important changes to this policy before they apply, by email and in the app."],
    },
  },
};
