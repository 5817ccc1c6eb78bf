/** The one thing a floor page draws: the shop's name and tagline (the tagline is what `/` shows largest). */
export const BRAND = 'Fireworks Shop';
export const TAGLINE = "High-quality fireworks for every celebration, in season for the Fourth of July and New Year's Eve.";

export function brandBar(h, brand = BRAND, tagline = TAGLINE) {
  return h('header', null, h('h1', null, brand), h('p', null, tagline));
}
