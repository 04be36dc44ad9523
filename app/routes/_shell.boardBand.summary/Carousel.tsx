import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/broadband";

/**
 * A row of slides that snaps; it scrolls by itself without JavaScript, and with it gets Previous
 * and Next buttons and a position. `className` sets how many slides show at once (CSS).
 */
export function Carousel({
  label,
  slides,
  className,
  previousLabel,
  nextLabel,
}: {
  label: string;
  slides: ReactNode[];
  className?: string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const [first, setFirst] = useState(0);
  const [perView, setPerView] = useState(1);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => {
      const slide = el.firstElementChild as HTMLElement | null;
      const width = slide?.getBoundingClientRect().width || el.clientWidth;
      setPerView(Math.max(1, Math.round(el.clientWidth / width)));
      setFirst(Math.round(el.scrollLeft / width));
    };
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      el.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [slides.length]);

  const go = (dir: number) => {
    const el = list.current;
    if (!el) return;
    el.scrollBy({ left: dir * el.clientWidth, behavior: "smooth" });
  };
  const last = Math.min(slides.length, first + perView);
  return (
    <div className={`bb-carousel ${className ?? ""}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <ul ref={list} className="bb-carousel-list" tabIndex={0} aria-label={label}>
        {slides.map((slide, i) => (
          <li key={i} className="bb-carousel-slide" aria-roledescription="slide" aria-label={t("bb.summary.slide", { n: i + 1, total: slides.length })}>
            {slide}
          </li>
        ))}
      </ul>
      {hydrated && slides.length > perView ? (
        <div className="bb-carousel-nav">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => go(-1)}
            disabled={first === 0}
            aria-label={previousLabel ?? t("bb.summary.previous")}
          >
            ‹
          </button>
          <span aria-live="polite">
            {perView > 1 ? `${first + 1}-${last} / ${slides.length}` : t("bb.summary.slide", { n: first + 1, total: slides.length })}
          </span>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => go(1)}
            disabled={last >= slides.length}
            aria-label={nextLabel ?? t("bb.summary.next")}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
