/** The ways to earn and to redeem, in the order the product presents them (keys under about.*). */
export const waysToEarn = ["surveys", "missions", "bingo", "invite", "jobs", "shops"] as const;

export const waysToRedeem = ["bank", "giftCards", "phoneCards", "vouchers"] as const;
