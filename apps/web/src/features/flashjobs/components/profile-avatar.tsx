/** A worker's picture, or the first letter of their name on the brand colour when they have none. */
export function ProfileAvatar({ name, avatar, size = 64 }: { name: string; avatar: string | null; size?: number }) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
