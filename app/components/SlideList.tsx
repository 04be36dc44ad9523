import type { CSSProperties, ReactNode } from "react";

interface Slide {
  key: string;
  /** Read out as the slide's name when the list is a carousel ("2 of 5"). */
  label: string;
  content: ReactNode;
}

interface SlideButton {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * Cards in a list: a carousel (slide roles and previous / next buttons) when `carousel`,
 * a plain list otherwise (without JavaScript, or when everything fits).
 */
export function SlideList({
  carousel,
  label,
  className,
  listClassName,
  listStyle,
  slides,
  previous,
  next,
}: {
  carousel: boolean;
  label: string;
  className?: string;
  listClassName: string;
  listStyle?: CSSProperties;
  slides: Slide[];
  previous: SlideButton;
  next: SlideButton;
}) {
  return (
    <section className={className} aria-roledescription={carousel ? "carousel" : undefined} aria-label={label}>
      <ul className={listClassName} style={listStyle}>
        {slides.map((slide) => (
          <li key={slide.key} aria-roledescription={carousel ? "slide" : undefined} aria-label={carousel ? slide.label : undefined}>
            {slide.content}
          </li>
        ))}
      </ul>
      {carousel ? (
        <div className="usage-controls">
          <button type="button" className="btn btn-outline" disabled={previous.disabled} onClick={previous.onClick} aria-label={previous.label}>
            ‹
          </button>
          <button type="button" className="btn btn-outline" disabled={next.disabled} onClick={next.onClick} aria-label={next.label}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
