/**
 * Real first-level regions (provinces, Länder, states, ...) with approximate centroids [name, lat, lon].
 * Large countries list their most populous regions only.
 */
export type RegionSeed = readonly [name: string, lat: number, lon: number];

export const REGIONS: Readonly<Record<string, readonly RegionSeed[]>> = {
  NL: [
    ['Drenthe', 52.86, 6.62], ['Flevoland', 52.53, 5.6], ['Friesland', 53.11, 5.85], ['Gelderland', 52.06, 5.95],
    ['Groningen', 53.22, 6.74], ['Limburg', 51.21, 5.94], ['Noord-Brabant', 51.56, 5.2], ['Noord-Holland', 52.58, 4.87],
    ['Overijssel', 52.44, 6.45], ['Utrecht', 52.08, 5.17], ['Zeeland', 51.45, 3.84], ['Zuid-Holland', 52.0, 4.47],
  ],
  BE: [
    ['Antwerpen', 51.22, 4.67], ['Brussel', 50.85, 4.35], ['Limburg', 50.98, 5.45], ['Oost-Vlaanderen', 51.04, 3.8],
    ['Vlaams-Brabant', 50.88, 4.56], ['West-Vlaanderen', 51.04, 3.1], ['Brabant wallon', 50.67, 4.58],
    ['Hainaut', 50.47, 3.95], ['Liège', 50.52, 5.67], ['Luxembourg', 49.95, 5.5], ['Namur', 50.33, 4.85],
  ],
  DE: [
    ['Baden-Württemberg', 48.54, 9.04], ['Bayern', 48.95, 11.4], ['Berlin', 52.52, 13.4], ['Brandenburg', 52.46, 13.01],
    ['Bremen', 53.08, 8.8], ['Hamburg', 53.55, 10.0], ['Hessen', 50.61, 9.03], ['Mecklenburg-Vorpommern', 53.77, 12.58],
    ['Niedersachsen', 52.76, 9.39], ['Nordrhein-Westfalen', 51.48, 7.55], ['Rheinland-Pfalz', 49.91, 7.45],
    ['Saarland', 49.38, 6.95], ['Sachsen', 51.05, 13.35], ['Sachsen-Anhalt', 51.95, 11.69],
    ['Schleswig-Holstein', 54.19, 9.82], ['Thüringen', 50.9, 11.03],
  ],
  AT: [
    ['Burgenland', 47.5, 16.42], ['Kärnten', 46.72, 13.85], ['Niederösterreich', 48.2, 15.63],
    ['Oberösterreich', 48.03, 13.97], ['Salzburg', 47.41, 13.22], ['Steiermark', 47.26, 14.97], ['Tirol', 47.22, 11.53],
    ['Vorarlberg', 47.24, 9.89], ['Wien', 48.21, 16.37],
  ],
  CH: [
    ['Aargau', 47.41, 8.15], ['Basel-Stadt', 47.56, 7.59], ['Bern', 46.83, 7.62], ['Fribourg', 46.68, 7.08],
    ['Genève', 46.2, 6.14], ['Graubünden', 46.66, 9.63], ['Luzern', 47.07, 8.11], ['Neuchâtel', 47.0, 6.78],
    ['St. Gallen', 47.22, 9.25], ['Ticino', 46.3, 8.8], ['Valais', 46.21, 7.61], ['Vaud', 46.57, 6.65],
    ['Zürich', 47.41, 8.65],
  ],
  GB: [
    ['East Midlands', 52.83, -0.82], ['East of England', 52.24, 0.41], ['London', 51.51, -0.13],
    ['North East England', 55.0, -1.87], ['North West England', 54.04, -2.65], ['Northern Ireland', 54.61, -6.63],
    ['Scotland', 56.49, -4.2], ['South East England', 51.3, -0.78], ['South West England', 50.96, -3.22],
    ['Wales', 52.13, -3.78], ['West Midlands', 52.48, -2.29], ['Yorkshire and the Humber', 53.96, -1.22],
  ],
  IE: [
    ['Cork', 51.9, -8.47], ['Donegal', 54.92, -7.94], ['Dublin', 53.35, -6.26], ['Galway', 53.27, -9.05],
    ['Kerry', 52.15, -9.57], ['Kildare', 53.16, -6.91], ['Limerick', 52.66, -8.63], ['Mayo', 53.9, -9.29],
    ['Waterford', 52.26, -7.11], ['Wexford', 52.47, -6.58],
  ],
  US: [
    ['Arizona', 34.05, -111.09], ['California', 36.78, -119.42], ['Colorado', 39.55, -105.78], ['Florida', 27.66, -81.52],
    ['Georgia', 32.16, -82.9], ['Illinois', 40.63, -89.4], ['Massachusetts', 42.41, -71.38], ['Michigan', 44.31, -85.6],
    ['New Jersey', 40.06, -74.41], ['New York', 42.97, -75.5], ['North Carolina', 35.76, -79.02], ['Ohio', 40.42, -82.91],
    ['Pennsylvania', 41.2, -77.19], ['Texas', 31.97, -99.9], ['Virginia', 37.43, -78.66], ['Washington', 47.75, -120.74],
  ],
  DK: [
    ['Region Hovedstaden', 55.9, 12.3], ['Region Midtjylland', 56.25, 9.3], ['Region Nordjylland', 57.05, 9.9],
    ['Region Sjælland', 55.45, 11.8], ['Region Syddanmark', 55.4, 9.4],
  ],
  ES: [
    ['Andalucía', 37.54, -4.73], ['Aragón', 41.52, -0.66], ['Asturias', 43.36, -5.86], ['Canarias', 28.29, -16.63],
    ['Cantabria', 43.18, -4.03], ['Castilla y León', 41.84, -4.4], ['Castilla-La Mancha', 39.28, -3.1],
    ['Cataluña', 41.59, 1.52], ['Comunidad de Madrid', 40.42, -3.7], ['Comunidad Valenciana', 39.48, -0.75],
    ['Extremadura', 39.19, -6.15], ['Galicia', 42.58, -8.13], ['Islas Baleares', 39.57, 2.65], ['Navarra', 42.7, -1.68],
    ['País Vasco', 43.04, -2.62], ['Región de Murcia', 37.99, -1.13],
  ],
  FI: [
    ['Etelä-Karjala', 61.06, 28.19], ['Kanta-Häme', 60.95, 24.33], ['Keski-Suomi', 62.54, 25.5],
    ['Kymenlaakso', 60.78, 26.85], ['Lappi', 67.92, 26.5], ['Päijät-Häme', 61.15, 25.66], ['Pirkanmaa', 61.7, 23.7],
    ['Pohjois-Pohjanmaa', 65.01, 25.47], ['Pohjois-Savo', 62.97, 27.37], ['Satakunta', 61.49, 22.0],
    ['Uusimaa', 60.25, 24.87], ['Varsinais-Suomi', 60.7, 22.45],
  ],
  FR: [
    ['Auvergne-Rhône-Alpes', 45.45, 4.39], ['Bourgogne-Franche-Comté', 47.28, 4.99], ['Bretagne', 48.2, -2.93],
    ['Centre-Val de Loire', 47.75, 1.68], ['Corse', 42.04, 9.01], ['Grand Est', 48.7, 6.19],
    ['Hauts-de-France', 50.48, 2.79], ['Île-de-France', 48.85, 2.35], ['Normandie', 49.18, 0.37],
    ['Nouvelle-Aquitaine', 45.71, 0.13], ['Occitanie', 43.89, 2.19], ['Pays de la Loire', 47.76, -0.33],
    ["Provence-Alpes-Côte d'Azur", 43.94, 6.07],
  ],
  IT: [
    ['Abruzzo', 42.35, 13.4], ['Calabria', 38.91, 16.59], ['Campania', 40.84, 14.25], ['Emilia-Romagna', 44.49, 11.34],
    ['Friuli-Venezia Giulia', 46.07, 13.23], ['Lazio', 41.9, 12.5], ['Liguria', 44.41, 8.93], ['Lombardia', 45.47, 9.19],
    ['Marche', 43.62, 13.51], ['Piemonte', 45.07, 7.69], ['Puglia', 41.13, 16.87], ['Sardegna', 40.12, 9.01],
    ['Sicilia', 37.6, 14.02], ['Toscana', 43.77, 11.25], ['Trentino-Alto Adige', 46.43, 11.17], ['Veneto', 45.44, 12.32],
  ],
  NO: [
    ['Agder', 58.6, 7.6], ['Akershus', 59.95, 11.05], ['Buskerud', 60.2, 9.6], ['Finnmark', 70.0, 25.0],
    ['Innlandet', 61.3, 10.5], ['Møre og Romsdal', 62.7, 7.4], ['Nordland', 67.3, 14.4], ['Oslo', 59.91, 10.75],
    ['Rogaland', 58.97, 5.73], ['Telemark', 59.4, 8.4], ['Troms', 69.6, 19.0], ['Trøndelag', 63.6, 10.6],
    ['Vestfold', 59.25, 10.2], ['Vestland', 60.8, 6.0], ['Østfold', 59.27, 11.1],
  ],
  PL: [
    ['Dolnośląskie', 51.1, 16.5], ['Kujawsko-Pomorskie', 53.07, 18.5], ['Lubelskie', 51.22, 22.9],
    ['Lubuskie', 52.2, 15.3], ['Łódzkie', 51.5, 19.4], ['Małopolskie', 49.85, 20.2], ['Mazowieckie', 52.35, 21.0],
    ['Opolskie', 50.6, 17.9], ['Podkarpackie', 50.0, 22.2], ['Podlaskie', 53.3, 22.9], ['Pomorskie', 54.2, 18.0],
    ['Śląskie', 50.3, 19.0], ['Świętokrzyskie', 50.75, 20.8], ['Warmińsko-Mazurskie', 53.85, 20.8],
    ['Wielkopolskie', 52.3, 17.2], ['Zachodniopomorskie', 53.5, 15.4],
  ],
  SE: [
    ['Dalarnas län', 60.9, 14.5], ['Gävleborgs län', 61.5, 16.3], ['Hallands län', 56.9, 12.8],
    ['Jönköpings län', 57.6, 14.4], ['Norrbottens län', 66.8, 20.5], ['Skåne län', 55.99, 13.6],
    ['Stockholms län', 59.33, 18.07], ['Uppsala län', 60.0, 17.6], ['Västerbottens län', 64.7, 18.5],
    ['Västra Götalands län', 58.0, 12.5], ['Örebro län', 59.4, 15.0], ['Östergötlands län', 58.4, 15.6],
  ],
};
