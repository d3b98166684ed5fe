import { StoreIcon } from "../../components/ui/icons";

/** The store's first photo, or a drawn stand-in of the same size (both decorative: the name follows). */
export function StoreThumbnail({ src, className }: { src: string | null; className: string }) {
  if (!src) {
    return (
      <div className={`flex items-center justify-center bg-brand-50 text-brand-700 ${className}`}>
        <StoreIcon width={28} height={28} />
      </div>
    );
  }
  return <img src={src} alt="" loading="lazy" decoding="async" className={`object-cover ${className}`} />;
}
