import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../config';
import type { Logger } from '../../../logger';
import type { SessionUser } from '../../auth';
import type { Gazetteer, Place } from '../gazetteer';
import { normalize } from '../gazetteer';

/** What a tool needs of the request: the same facts a procedure has. */
export interface ToolContext {
  em: EntityManager;
  config: AppConfig;
  log: Logger;
  user: SessionUser | null;
  ip: string;
  host: string;
  /** The travel calendar's today. */
  today: string;
  gazetteer: Gazetteer;
}

/** A page of results as the assistant shows it: `offset` skipped, then up to `limit`. */
export interface Shown<T> {
  items: T[];
  /** All matching results. */
  total: number;
  offset: number;
}

export function pageOf<T>(all: T[], offset = 0, limit: number): Shown<T> {
  return { items: all.slice(offset, offset + limit), total: all.length, offset };
}

/** A place named by a model or a follow-up: the catalogue's place when known, else the text. */
export function resolvePlace(gazetteer: Gazetteer, text: string | undefined): { place?: Place; placeText?: string } {
  if (!text) return {};
  const place = gazetteer.places.get(normalize(text));
  return place ? { place } : { placeText: text.trim() };
}

/** The names a place goes by in catalogue texts: a country also by its cities and areas. */
export function placeNames(gazetteer: Gazetteer, place: Place): string[] {
  const names = [place.name];
  if (place.kind === 'country') names.push(...gazetteer.placesIn(place.name).map((inside) => inside.name));
  return [...new Set(names.map((name) => name.toLowerCase()))];
}
