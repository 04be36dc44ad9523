/**
 * The TV site (PEO TV): on-demand movies and TV packages with their channels. A separate host,
 * called with an API key (header `x-api-key`) and without the gateway's client-id header.
 * The answer may be a bare list, `{data: [...]}` or the operator envelope: all parse to a list.
 */
import { z } from "zod";
import { defineContract, flag, noParams, optList, optNum, str } from "./core";

/** core's optNum, but the key may also be missing (optNum alone rejects an absent key). */
const maybeNum = optNum.optional().transform((v) => v ?? null);

/** Optional text that may arrive as a number; "" and null mean not given. */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));

function siteList<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), z.looseObject({ isSuccess: z.literal(true), dataBundle: z.array(item).nullish() }), z.looseObject({ data: z.array(item) })])
    .transform((v): z.output<T>[] => {
      if (Array.isArray(v)) return v as z.output<T>[];
      const wrapped = v as { dataBundle?: z.output<T>[] | null; data?: z.output<T>[] };
      return wrapped.dataBundle ?? wrapped.data ?? [];
    });
}

export const movie = z.looseObject({
  ID: str,
  Movie_title: z.string(),
  Year: text,
  Genre: text,
  Duration: text,
  Language: text,
  Actors: text,
  Synopsys: text,
  /** Image URLs the browser loads directly. */
  featured_poster: text,
  full_size_poster: text,
});

export const movies = defineContract({
  name: "tv.movies",
  summary: "On-demand movies of the TV site (VOD grid and detail view).",
  method: "GET",
  service: "tv",
  path: "api/movies",
  auth: "none",
  clientIdHeader: false,
  assumed: true,
  request: noParams,
  response: siteList(movie),
});

export const channel = z.looseObject({
  Channel_Name: text,
  /** Whether the channel is listed in the TV guide. */
  Show_IN_Guide: flag.nullish().transform((v) => v ?? null),
  /** The channel's logo URL. */
  Package_Logo: text,
  ChannelNumberOnTv: text,
  /** Monthly a-la-carte price in LKR; null when the channel cannot be taken a-la-carte. */
  ala_carte_price: maybeNum,
});

export const tvPackage = z.looseObject({
  package: z.looseObject({ Package_image: text, Package_Name: text }),
  category: text,
  channels: optList(channel),
});

export const packages = defineContract({
  name: "tv.packages",
  summary: "TV packages with their image, category and channels (number on TV, logo, a-la-carte price).",
  method: "GET",
  service: "tv",
  path: "api/packages",
  auth: "none",
  clientIdHeader: false,
  assumed: true,
  request: noParams,
  response: siteList(tvPackage),
});

export const tvContracts = [movies, packages];
