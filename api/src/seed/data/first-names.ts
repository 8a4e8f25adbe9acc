import type { Locale } from '../../contracts/common.ts';

/** Common first names per interface language, so a member's name fits their country. */
export const FIRST_NAMES: Readonly<Record<Locale, { female: readonly string[]; male: readonly string[] }>> = {
  nl: {
    female: [
      'Anouk',
      'Sanne',
      'Lotte',
      'Femke',
      'Lisa',
      'Eva',
      'Marieke',
      'Ilse',
      'Esther',
      'Sophie',
      'Noor',
      'Linda',
      'Kim',
      'Ingrid',
      'Annemiek',
    ],
    male: [
      'Daan',
      'Sem',
      'Thijs',
      'Bram',
      'Jeroen',
      'Ruben',
      'Martijn',
      'Pieter',
      'Niels',
      'Sander',
      'Koen',
      'Joost',
      'Wouter',
      'Henk',
      'Bas',
    ],
  },
  fr: {
    female: ['Camille', 'Léa', 'Chloé', 'Manon', 'Julie', 'Sophie', 'Élodie', 'Margaux', 'Inès', 'Nathalie', 'Céline', 'Amandine'],
    male: ['Lucas', 'Hugo', 'Louis', 'Julien', 'Thomas', 'Nicolas', 'Antoine', 'Maxime', 'Mathieu', 'Olivier', 'Pierre', 'Théo'],
  },
  de: {
    female: ['Anna', 'Lena', 'Laura', 'Julia', 'Katharina', 'Sabine', 'Melanie', 'Jana', 'Sarah', 'Nicole', 'Franziska', 'Lea'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Tobias', 'Stefan', 'Florian', 'Markus', 'Jan', 'Sebastian', 'Matthias', 'Uwe'],
  },
  en: {
    female: ['Emma', 'Olivia', 'Sophie', 'Jessica', 'Emily', 'Hannah', 'Charlotte', 'Megan', 'Chloe', 'Grace', 'Ashley', 'Rachel'],
    male: ['James', 'Oliver', 'Jack', 'Harry', 'Michael', 'Daniel', 'Ryan', 'Matthew', 'Liam', 'Connor', 'David', 'Chris'],
  },
  da: {
    female: ['Freja', 'Ida', 'Sofie', 'Mette', 'Line', 'Camilla', 'Maja', 'Louise', 'Signe', 'Rikke'],
    male: ['Mads', 'Rasmus', 'Mikkel', 'Frederik', 'Søren', 'Anders', 'Jesper', 'Kasper', 'Magnus', 'Emil'],
  },
  es: {
    female: ['Lucía', 'María', 'Paula', 'Carmen', 'Laura', 'Marta', 'Elena', 'Sara', 'Alba', 'Cristina', 'Andrea'],
    male: ['Hugo', 'Pablo', 'Javier', 'Carlos', 'Alejandro', 'Daniel', 'Sergio', 'Miguel', 'Álvaro', 'Diego', 'Jorge'],
  },
  fi: {
    female: ['Aino', 'Emma', 'Sanna', 'Laura', 'Henna', 'Johanna', 'Riikka', 'Elina', 'Veera', 'Kaisa'],
    male: ['Mikko', 'Juha', 'Antti', 'Janne', 'Ville', 'Matti', 'Eero', 'Lauri', 'Teemu', 'Jussi'],
  },
  it: {
    female: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Valentina', 'Alessia', 'Elena', 'Federica', 'Silvia'],
    male: ['Marco', 'Luca', 'Alessandro', 'Matteo', 'Andrea', 'Giuseppe', 'Francesco', 'Davide', 'Lorenzo', 'Simone'],
  },
  nb: {
    female: ['Nora', 'Ingrid', 'Emma', 'Kari', 'Silje', 'Ida', 'Marte', 'Hanne', 'Thea', 'Ragnhild'],
    male: ['Ole', 'Lars', 'Henrik', 'Magnus', 'Jonas', 'Eirik', 'Sindre', 'Kristian', 'Håkon', 'Espen'],
  },
  pl: {
    female: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Zofia', 'Joanna', 'Monika', 'Karolina', 'Natalia', 'Ewa'],
    male: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Michał', 'Jakub', 'Kamil', 'Łukasz', 'Marcin', 'Wojciech'],
  },
  sv: {
    female: ['Elsa', 'Maja', 'Ebba', 'Linnea', 'Sara', 'Johanna', 'Frida', 'Emelie', 'Karin', 'Malin'],
    male: ['Erik', 'Oskar', 'Johan', 'Anders', 'Fredrik', 'Gustav', 'Lars', 'Axel', 'Viktor', 'Niklas'],
  },
};
