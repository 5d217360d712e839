import { personPicture, thingPicture } from './pictures';

/** The SVG inside a picture's data URL. */
const svgOf = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));

describe("the seed's pictures", () => {
  it("draws a person's initials, two at most, escaped, on a colour their name always picks", () => {
    const ana = personPicture('Ana María Pérez');
    expect(ana).toMatch(/^data:image\/svg\+xml,/);
    expect(svgOf(ana)).toMatch(/>AM<\/text><\/svg>$/);
    expect(personPicture('Ana María Pérez')).toBe(ana);
    expect(svgOf(personPicture('<b> & co'))).toContain('>&#60;&#38;</text>');
    const colours = new Set(
      ['Ana', 'Luis', 'Marta', 'Jorge', 'Sofía', 'Pedro'].map(
        (name) => /fill='(#\w+)'/.exec(svgOf(personPicture(name)))![1],
      ),
    );
    expect(colours.size).toBeGreaterThan(2);
  });

  it("draws a thing's picture from its key, the same each time and different for another key", () => {
    const one = thingPicture('product-1');
    expect(thingPicture('product-1')).toBe(one);
    expect(thingPicture('product-2')).not.toBe(one);
    expect(svgOf(one)).toMatch(
      /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 160 120'>.*<circle .*<rect .*<path .*<\/svg>$/,
    );
  });

  it('keeps each picture small: under 600 bytes as a data URL', () => {
    expect(personPicture('Bartholomew Featherstonehaugh').length).toBeLessThan(600);
    expect(thingPicture('a-rather-long-product-key-0123456789').length).toBeLessThan(600);
  });
});
