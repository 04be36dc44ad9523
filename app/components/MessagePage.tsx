import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** A page that only says something, with one way on (error pages, refusals, the sign-in return). */
export function MessagePage({ title, children, link }: { title: string; children?: ReactNode; link: { to: string; text: string; primary?: boolean } }) {
  return (
    <main id="main" className="page">
      <div className="card">
        <h1>{title}</h1>
        {children}
        <Link className={link.primary === false ? undefined : "btn btn-primary"} to={link.to}>
          {link.text}
        </Link>
      </div>
    </main>
  );
}
