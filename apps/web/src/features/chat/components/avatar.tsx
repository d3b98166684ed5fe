/** The peer's picture, or the first letter of their name. */
export function Avatar({ name, avatar, size = "md" }: { name: string; avatar: string | null; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-9 text-sm" : "size-12 text-lg";
  if (avatar) {
    return <img src={avatar} alt="" width={48} height={48} className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
