/**
 * English names of places that GeoNames names in their own language (München, Milano, Göteborg),
 * or by an older spelling (Kiev, Rangoon), so that the place search finds them by the name an
 * English reader types and shows them under it. Each English name must be one of the place's own
 * GeoNames alternate names: scripts/build-gazetteer.ts checks it and stops otherwise.
 *
 * Capitals and most large cities need nothing here: GeoNames already names them in English
 * (Vienna, Rome, Prague, Warsaw, Lisbon, Moscow).
 */

/** [ISO country code, GeoNames name, English name]. */
export const ENGLISH_EXONYMS: readonly (readonly [string, string, string])[] = [
  ['BE', 'Antwerpen', 'Antwerp'],
  ['BE', 'Brugge', 'Bruges'],
  ['BE', 'Gent', 'Ghent'],
  ['CH', 'Genève', 'Geneva'],
  ['CH', 'Luzern', 'Lucerne'],
  ['DE', 'Hannover', 'Hanover'],
  ['DE', 'Köln', 'Cologne'],
  ['DE', 'München', 'Munich'],
  ['DE', 'Nürnberg', 'Nuremberg'],
  ['DK', 'Århus', 'Aarhus'],
  ['ES', 'Sevilla', 'Seville'],
  ['IN', 'Bangalore', 'Bengaluru'],
  ['IT', 'Firenze', 'Florence'],
  ['IT', 'Genova', 'Genoa'],
  ['IT', 'Mantova', 'Mantua'],
  ['IT', 'Milano', 'Milan'],
  ['IT', 'Napoli', 'Naples'],
  ['IT', 'Padova', 'Padua'],
  ['IT', 'Siracusa', 'Syracuse'],
  ['IT', 'Venezia', 'Venice'],
  ['MM', 'Rangoon', 'Yangon'],
  ['RU', 'Nizhniy Novgorod', 'Nizhny Novgorod'],
  ['SE', 'Göteborg', 'Gothenburg'],
  ['UA', 'Kiev', 'Kyiv'],
  ['UA', "L'viv", 'Lviv'],
  ['UA', 'Odessa', 'Odesa'],
];
