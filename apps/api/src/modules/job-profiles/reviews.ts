import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { avatarUrl } from "../profile/index.js";
import { displayName, users } from "../users/index.js";
import { jobReviews } from "./tables.js";

const reviewColumns = {
  review: jobReviews,
  reviewer: { id: users.id, name: users.name, lastName: users.lastName, avatarKey: users.avatarKey },
};

type ReviewRow = {
  review: typeof jobReviews.$inferSelect;
  reviewer: { id: string; name: string | null; lastName: string | null; avatarKey: string | null };
};

function presentReview({ review, reviewer }: ReviewRow) {
  return {
    id: review.id,
    rating: review.rating,
    content: review.content,
    reviewer: {
      id: reviewer.id,
      // Reviewers are shown by name only, never by email or phone.
      name: displayName(reviewer) ?? "—",
      avatar: avatarUrl(reviewer),
    },
    created_at: review.createdAt.toISOString(),
  };
}

/** A profile's reviews, newest first, and how many there are. */
export async function reviewsOf(db: DbOrTx, profileId: string, page: { page: number; limit: number }) {
  const [rows, [total]] = await readTogether(db, [
    () =>
      db
        .select(reviewColumns)
        .from(jobReviews)
        .innerJoin(users, eq(users.id, jobReviews.reviewerUserId))
        .where(eq(jobReviews.profileId, profileId))
        .orderBy(desc(jobReviews.createdAt), desc(jobReviews.id))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
    () => db.select({ total: count() }).from(jobReviews).where(eq(jobReviews.profileId, profileId)),
  ]);
  return { reviews: rows.map(presentReview), total: total?.total ?? 0 };
}

/** One review by its id, or null. */
export async function reviewById(db: DbOrTx, id: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(jobReviews)
    .innerJoin(users, eq(users.id, jobReviews.reviewerUserId))
    .where(eq(jobReviews.id, id));
  return row ? presentReview(row) : null;
}

/**
 * Records a review of a profile after a job application; null when the reviewer already reviewed
 * that application (one review per side each).
 */
export async function addReview(
  db: DbOrTx,
  review: {
    id: string;
    profileId: string;
    reviewerUserId: string;
    applicationId: string;
    rating: number;
    content: string;
  },
) {
  const [row] = await db.insert(jobReviews).values(review).onConflictDoNothing().returning();
  return row ?? null;
}
