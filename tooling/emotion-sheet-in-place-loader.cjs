// @ts-check
// Build-time change (see third-party-trims.ts), applied by webpack-rules.ts to emotion's style sheet module
// only. As the app starts, emotion's cache takes over the style elements the server wrote (by the ids in
// `data-emotion`) with `hydrate`, which puts each one again at the end of its container: a style element
// moved is taken out of the page and put back, and the browser computes every element's style again, in the
// app's start on a phone (docs/decisions/048, decision 29). The portal's pages write them in the head already,
// in order: when every one is already in the container, they are now taken where they are (any one elsewhere,
// and emotion moves them all, as before). Emotion's later style elements still go after the last one it took
// (its `_insertTag`), so the cascade is the same.
// Fails the build if emotion's module no longer has that method, so an upgrade cannot drop the change silently.
// JavaScript (checked by tsc all the same), not TypeScript, as the other loaders.
const HYDRATE = `  _proto.hydrate = function hydrate(nodes) {
    nodes.forEach(this._insertTag);
  };`;

const IN_PLACE = `  _proto.hydrate = function hydrate(nodes) {
    var container = this.container;
    var inPlace = nodes.every(function (tag) {
      return tag.parentNode === container;
    });
    if (inPlace) this.tags.push.apply(this.tags, nodes);
    else nodes.forEach(this._insertTag);
  };`;

/** @param {string} source */
module.exports = function emotionSheetInPlace(source) {
  if (source.split(HYDRATE).length !== 2) {
    throw new Error(
      'emotion-sheet-in-place-loader: emotion’s style sheet module changed; review tooling/emotion-sheet-in-place-loader.cjs.',
    );
  }
  return source.replace(HYDRATE, IN_PLACE);
};
