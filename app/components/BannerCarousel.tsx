import { useEffect, useState } from "react";
import { t } from "~/i18n";
import { useHydrated } from "./use-hydrated";

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
          <img src={src} alt={t("banner.slide", { n: i + 1, total: count })} loading={i === 0 ? "eager" : "lazy"} />
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
