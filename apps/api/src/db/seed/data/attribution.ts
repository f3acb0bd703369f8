/** Credits for third-party material in the demo data (docs/architecture.md §2: city data and pictures, with attribution). */
import { CITY_DATA_ATTRIBUTION } from './cities';
import { CITY_DATA_SOURCE } from './cities.data';

/**
 * The product pictures: Twemoji graphics. The @twemoji/svg package (MIT, Samuel Kopp) ships the SVG
 * files; the graphics themselves are licensed CC-BY 4.0 by their authors (its licence file covers
 * only the packaging, so the graphics' licence is credited here).
 */
export const EMOJI_ATTRIBUTION =
  'Product pictures: Twemoji graphics, copyright 2019 Twitter, Inc (X) and other contributors, licensed ' +
  'CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/); maintained at https://github.com/jdecked/twemoji ' +
  'and packaged as @twemoji/svg 15.0.0 by Samuel Kopp (MIT licence).';

export interface AttributionEntry {
  /** What the material is used for. */
  subject: string;
  /** Where it comes from, with the version. */
  source: string;
  /** SPDX identifiers of the licences involved. */
  licences: readonly string[];
  url: string;
  text: string;
}

export const ATTRIBUTION: readonly AttributionEntry[] = [
  {
    subject: 'City names and coordinates',
    source: `${CITY_DATA_SOURCE.database} (extracted from ${CITY_DATA_SOURCE.package} ${CITY_DATA_SOURCE.packageVersion})`,
    licences: [CITY_DATA_SOURCE.databaseLicence],
    url: CITY_DATA_SOURCE.databaseUrl,
    text: CITY_DATA_ATTRIBUTION,
  },
  {
    subject: 'Product pictures',
    source: '@twemoji/svg 15.0.0',
    licences: ['CC-BY-4.0', 'MIT'],
    url: 'https://github.com/jdecked/twemoji',
    text: EMOJI_ATTRIBUTION,
  },
];

/** All credits as one block of text, one paragraph each. */
export const ATTRIBUTION_TEXT = ATTRIBUTION.map((entry) => entry.text).join('\n\n');
