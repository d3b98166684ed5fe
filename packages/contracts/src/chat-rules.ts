// Kept free of zod: the room list shows these without parsing anything (see survey-rules.ts).

/**
 * Previews that are not the member's words: the last message is an attachment, or was deleted.
 * The server stores these marks in `last_message_text`; the app shows them in the member's language.
 */
export const chatPreviewMarks = { attachment: "[attachment]", deleted: "[deleted]" } as const;
