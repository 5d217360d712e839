/**
 * Password strength, 0 (very weak) to 4 (very strong), from zxcvbn-ts with the
 * common-password dictionaries. Loaded on first use: the dictionaries are large
 * and only the account forms need them.
 */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export type StrengthChecker = (password: string, userInputs: string[]) => StrengthScore;

let checker: Promise<StrengthChecker> | null = null;

export function loadStrengthChecker(): Promise<StrengthChecker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }]) => {
      const factory = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
      return (password, userInputs) => factory.check(password, userInputs).score as StrengthScore;
    },
  );
  return checker;
}
