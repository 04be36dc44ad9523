import { useEffect, useState } from "react";
import { t } from "~/i18n";
import { useHydrated } from "./use-hydrated";

/**
 * The first slide is the sign-in page's largest paint: fetched at once and ahead of the scripts (the lowercase
 * attribute, which React 18 passes through as it is); the others when they are about to show.
 */
const FIRST_SLIDE = { loading: "eager", fetchpriority: "high" } as const;
const LATER_SLIDE = { loading: "lazy" } as const;

/**
 * Banner carousel with a fade between slides and a static fallback behind the images while
 * they load. Without JavaScript the first banner shows; with it the slides rotate, with a pause.
 */
export function BannerCarousel({ images, intervalMs = 5000 }: { images: string[]; intervalMs?: number }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const count = images.length;

  useEffect(() => {
    if (!hydrated || !playing || count < 2) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduce) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [hydrated, playing, count, intervalMs]);

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t("banner.label")}>
      <div className="carousel-fallback" aria-hidden="true" />
      {images.map((src, i) => (
        <div
          key={src}
          className={`carousel-slide${i === index ? " active" : ""}`}
          role="group"
          aria-roledescription="slide"
          aria-label={t("banner.slide", { n: i + 1, total: count })}
          aria-hidden={i === index ? undefined : true}
        >
          <img src={src} alt={t("banner.slide", { n: i + 1, total: count })} {...(i === 0 ? FIRST_SLIDE : LATER_SLIDE)} />
        </div>
      ))}
      {hydrated && count > 1 ? (
        <div className="carousel-controls">
          <button type="button" onClick={() => setIndex((i) => (i - 1 + count) % count)} aria-label={t("banner.previous")}>
            ‹
          </button>
          <button type="button" onClick={() => setPlaying((p) => !p)}>
            {playing ? t("banner.pause") : t("banner.play")}
          </button>
          <button type="button" onClick={() => setIndex((i) => (i + 1) % count)} aria-label={t("banner.next")}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
