// @ts-check
// Build-time change to a third-party module, as those third-party-trims.ts describes, applied by
// webpack-rules.ts to react-hook-form's ES module only. `useForm` marks its form ready in a layout effect with a
// state update; React gives an update made in the commit the synchronous lane and renders it before the commit's
// task ends, so every form rendered the whole of itself a second time inside the commit that mounted it: 23–43
// ms of the 100–140 ms task that takes a section's page over on the 4×-slowed phone, which a tap at that moment
// waited for (docs/decisions/049). The update is now made in a transition: the form takes `formState.isReady` in
// a render of its own that yields to input, a moment later. The form control's own flag, which react-hook-form
// reads itself, is still set in the effect; the portal reads neither. Fails the build if the module no longer
// has that update, so an upgrade cannot drop the change silently. JavaScript (checked by tsc all the same), not
// TypeScript, as the other loaders.
const READY_UPDATE = `        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));`;

const IN_TRANSITION = `        React.startTransition(() => updateFormState((data) => ({
            ...data,
            isReady: true,
        })));`;

/** @param {string} source */
module.exports = function reactHookFormReadyInTransition(source) {
  if (source.split(READY_UPDATE).length !== 2 || !source.includes("import React from 'react';")) {
    throw new Error(
      'react-hook-form-ready-in-transition-loader: react-hook-form’s useForm changed; review tooling/react-hook-form-ready-in-transition-loader.cjs.',
    );
  }
  return source.replace(READY_UPDATE, IN_TRANSITION);
};
