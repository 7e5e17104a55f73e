/** Spec section 5: text inputs block `<` and `>` (typed or pasted) and values are trimmed. */
export const stripAngleBrackets = (value: string) => value.replace(/[<>]/g, '');

export const cleanText = (value: string) => stripAngleBrackets(value).trim();
