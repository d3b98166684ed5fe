import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A list page's title, with the button that makes a new item (`create`) or another action of the
 * page beside it; it wraps under the title on a phone.
 */
export function ListHeading({
  title,
  create,
  children,
}: {
  title: string;
  create?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="adm-list-heading">
      <h1>{title}</h1>
      {create && (
        <Link to={create.to} className="adm-btn adm-btn-primary adm-link-button">
          {create.label}
        </Link>
      )}
      {children}
    </div>
  );
}
