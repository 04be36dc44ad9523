import { Link } from "@remix-run/react";
import { t } from "~/i18n/tv";

export interface Movie {
  ID: string;
  Movie_title: string;
  Year: string | null;
  Genre: string | null;
  Duration: string | null;
  Language: string | null;
  Actors: string | null;
  Synopsys: string | null;
  featured_poster: string | null;
  full_size_poster: string | null;
}

export function MovieGrid({ movies }: { movies: Movie[] }) {
  if (movies.length === 0) return <p className="empty">{t("tv.vod.empty")}</p>;
  return (
    <ul className="card-grid movie-grid">
      {movies.map((m) => (
        <li key={m.ID}>
          <Link to={`?tab=vod&movie=${encodeURIComponent(m.ID)}`} className="movie-tile">
            {m.featured_poster ? <img src={m.featured_poster} alt="" width={200} height={300} loading="lazy" /> : null}
            <span>{m.Movie_title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MovieDetail({ movie }: { movie: Movie }) {
  const facts: Array<[string, string | null]> = [
    [t("tv.vod.year"), movie.Year],
    [t("tv.vod.genre"), movie.Genre],
    [t("tv.vod.duration"), movie.Duration],
    [t("tv.vod.language"), movie.Language],
    [t("tv.vod.actors"), movie.Actors],
  ];
  return (
    <article className="movie-detail">
      <Link to="?tab=vod" className="btn btn-outline">
        {t("tv.vod.back")}
      </Link>
      <div className="movie-detail-body">
        {movie.full_size_poster ? <img src={movie.full_size_poster} alt={t("tv.vod.poster", { title: movie.Movie_title })} width={300} height={450} /> : null}
        <div>
          <h3>{movie.Movie_title}</h3>
          <dl className="facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value ?? "-"}</dd>
              </div>
            ))}
          </dl>
          <h4>{t("tv.vod.synopsis")}</h4>
          <p>{movie.Synopsys ?? "-"}</p>
        </div>
      </div>
    </article>
  );
}
