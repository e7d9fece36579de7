/** Types of the stand-in for ProComponents' intl module (proComponents.js). */
export function addProLocale(name: string, pack: object): void;
