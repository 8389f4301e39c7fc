// How a reason tells the person to supply what is missing, in the words of the
// interface in use: a flag for the CLI, an input for the action.
export interface InputWords {
  /** An evaluate input by its name: `--sealed` or the `sealed` input. */
  input(name: string): string;
  /** How to give a signing key. */
  signingKey: string;
}

export const CLI_WORDS: InputWords = {
  input: (name) => `--${name}`,
  signingKey: '--signing-key (the key, env:NAME or file:PATH)',
};

export const ACTION_WORDS: InputWords = {
  input: (name) => `the \`${name}\` input`,
  signingKey: 'the `signing-key` input',
};
