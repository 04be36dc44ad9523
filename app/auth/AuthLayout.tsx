import type { ReactNode } from "react";
import { BannerCarousel } from "~/components/BannerCarousel";
import { Logo } from "~/components/Logo";

/** The sign-in layout of every public page: banner carousel (category 33) beside the form. */
export function AuthLayout({ banners, children }: { banners: string[]; children: ReactNode }) {
  return (
    <div className="auth-layout">
      <div className="auth-visual">
        <BannerCarousel images={banners} />
      </div>
      <main id="main" className="auth-panel">
        <Logo />
        {children}
      </main>
    </div>
  );
}
