import {
  colourNames,
  compoundSingular,
  irregularPast,
  irregularPlurals,
  modalVerb,
  pickingOut,
  pointingHeads,
  tokensOf,
  unknownCommonOpening,
  wholeWords,
  zeroPlurals,
  samePast,
  type Sentence,
  type Token,
} from "./analysis.js";
import {
  adjectiveCapitalised,
  adjectiveFrom,
  canBePerson,
  isAdjective,
  commonBesideNames,
  isNoun,
  knowsPhrase,
  mostlyAdjective,
  nounGroup,
  nounSort,
  senseCount,
  sortsAgree,
  isVerb,
  verbFrom,
  writtenCapitalised,
} from "./wordnet.js";

/**
 * Questions about understanding, not only wording (issue 23): each reads one sentence of the
 * passage and, when the sentence has the shape for it, turns it into a question in other words
 * than the source's. Definitions ("Which term means …?"), causes ("Why does …?", "What causes
 * …?"), sequences and conditions ("What happens after …?", "What happens when …?") and dated facts ("In which year did …?").
 */

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/**
 * A subject's first word inside a question: lowercase unless it is part of a name (every word
 * capitalised: "James Hargreaves", "Louis XVI") or an acronym. "Cellular respiration" and a
 * common noun opening its sentence ("Meiosis", WordNet knows it) lose their capital.
 */
const lowerFirst = (tokens: Token[]) => {
  const first = tokens[0];
  if (!first) return undefined;
  if (first.pos === "DET" || first.common) return first.lower;
  if (first.named) return first.value;
  // ("…because in Finnish, vowels are divided…": a preposition or a joining word is no name, though
  // WordNet writes "In", indium, with a capital.)
  if (["ADP", "SCONJ", "CCONJ"].includes(first.pos) && /^\p{Lu}\p{Ll}*$/u.test(first.value)) return first.lower;
  // A gerund opening the sentence is no name ("Galvanising coats iron…" → "What does galvanising do?").
  if (/^\p{Lu}\p{Ll}+ing$/u.test(first.value) && tokens.length === 1) return first.lower;
  // (So does a capital letter before a hyphen: "X-ray scans", "T-shirts", "U-boats".)
  // (And an initial: "H. pylori survives…" → "How does H. pylori survive?".)
  if (/^[A-Z]{2,}/.test(first.value) || /^\p{Lu}-/u.test(first.value) || /^\p{Lu}\.$/u.test(first.value)) return first.value;
  // A possessive makes a name ("Dijkstra's algorithm").
  if (tokens[1] && /^['’]s$/.test(tokens[1].value)) return first.value;
  // "Spanish verbs": a word WordNet writes with a capital keeps it.
  // (Not a plural whose singular is a common noun: "Banks" is also Sir Joseph Banks.)
  // (Not a plain describing word before a lowercase noun, though WordNet has a name in it: "White ice reflects…".)
  const describing = isAdjective(first.lower) && !adjectiveCapitalised(first.lower) && /^\p{Ll}/u.test(tokens[1]?.value ?? "");
  if (/^\p{Lu}\p{Ll}/u.test(first.value) && writtenCapitalised(first.value) && !isNoun(first.lower) && !describing) return first.value;
  // (So does an adjective WordNet writes with a capital, though it has a lowercase noun too: "Soviet planners", not "soviet".)
  if (first.pos === "ADJ" && /^\p{Lu}\p{Ll}+$/u.test(first.value) && tokens.length > 1 && adjectiveCapitalised(first.lower)) return first.value;
  // So does a capitalised name right after it ("Vint Cerf and Bob Kahn"), but not a letter or a
  // code after a common noun ("vitamin C", "hepatitis B").
  // (A regnal number is part of a name: "Henry V", though WordNet's "henry" is a unit.)
  if (tokens[1] && /^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3})$/.test(tokens[1].value) && /^\p{Lu}\p{Ll}/u.test(first.value)) return first.value;
  if (tokens[1] && /^[A-Z][0-9]*$/.test(tokens[1].value) && isNoun(first.lower)) return first.lower;
  // (Not a plain adjective before a people's name: "Ancient Egyptians" → "What did ancient Egyptians do?".)
  const people = tokens[1] !== undefined && /^\p{Lu}\p{Ll}+s$/u.test(tokens[1].value) && adjectiveCapitalised(tokens[1].lower.replace(/s$/, ""));
  if (people && tokens.length === 2 && isAdjective(first.lower) && !adjectiveCapitalised(first.lower) && !writtenCapitalised(first.value)) return first.lower;
  if (tokens[1] && tokens[1].pos === "PROPN" && /^\p{Lu}\p{Ll}/u.test(tokens[1].value)) return first.value;
  // ("Whooping cough is treated…": an "-ing" word before a lowercase noun is no name either.)
  if (/^\p{Lu}\p{Ll}+ing$/u.test(first.value) && verbFrom(first.lower, "ing") !== undefined && /^\p{Ll}/u.test(tokens[1]?.value ?? "")) return first.lower;
  // (Nor an "-ed" word of a verb WordNet has: "Decaffeinated coffee is not…" → "Why is decaffeinated coffee…?".)
  if (/^\p{Lu}\p{Ll}+ed$/u.test(first.value) && verbFrom(first.lower, "ed") !== undefined && /^\p{Ll}/u.test(tokens[1]?.value ?? "")) return first.lower;
  // ("Troops of the Ehrhardt Brigade marched…" → "What did troops of the Ehrhardt Brigade do?": the
  // plural of a common noun before "of" opens a noun phrase, no name, though names follow it.)
  if (
    tokens[1]?.lower === "of" &&
    /^\p{Lu}\p{Ll}+s$/u.test(first.value) &&
    // ("Studies of African wild dogs found…": "-ies" for "-y" too.)
    [first.lower.slice(0, -1), first.lower.replace(/es$/, ""), first.lower.replace(/ies$/, "y")].some((singular) => isNoun(singular)) &&
    !writtenCapitalised(first.value)
  )
    return first.lower;
  const words = tokens.filter((token) => /\p{L}/u.test(token.value));
  // A name may hold lowercase particles: "Leonardo da Vinci", "Ludwig van Beethoven"; words after it
  // are not part of it ("Antonie van Leeuwenhoek first…").
  const particle = /^(?:da|de|di|del|van|von|der|le|la|du|bin|al|of|the|v|vs)$/;
  const leading = words.findIndex((token) => !/^\p{Lu}/u.test(token.value) && !particle.test(token.value));
  const name = words.slice(0, leading < 0 ? words.length : leading);
  if (name.filter((token) => /^\p{Lu}/u.test(token.value)).length > 1) return first.value;
  // A name WordNet does not know, before the noun it describes ("Mughal rulers").
  if (
    words.length > 1 &&
    first.pos === "PROPN" &&
    /^\p{Lu}\p{Ll}+$/u.test(first.value) &&
    !isNoun(first.lower) &&
    !isAdjective(first.lower) &&
    !unknownCommonOpening(first, words[1])
  )
    return first.value;
  if (words.length > 1) return first.lower;
  // (Nor a plural of a word WordNet writes capitalised only as one person's name: "Whistlers copy…" → "Why do whistlers copy…?".)
  if (/^\p{Lu}\p{Ll}+[^su]s$/u.test(first.value) && commonBesideNames(first.value.slice(0, -1))) return first.lower;
  // (One WordNet knows in lowercase, as a noun or an adjective, is no name: "Hexadecimal is used…".)
  // (Nor one WordNet does not know with a common noun's ending: "Ransomware locks…".)
  return first.pos !== "PROPN" || isNoun(first.lower) || isAdjective(first.lower) || irregularPlurals.has(first.lower) || unknownCommonOpening(first, undefined)
    ? first.lower
    : first.value;
};

/** The sentence says what it says by pointing to another ("A fire blanket works in the same way…", "likewise", "in a similar way", "the other way round"). */
export const sameAsAnother = (sentence: string) =>
  /\b(?:(?:in )?the same way|the same (?:effect|principle)|the same (?:kind|sort|type) of|(?:that|this|those|these) same|likewise|similarly|in a similar (?:way|manner|fashion)|the (?:other|opposite) way(?: round| around)?)\b/i.test(
    sentence,
  );

/**
 * The first verb follows, copies or joins with nothing after it but when, or follows suit: "The
 * United States followed in 1924" did what another sentence says, and no question names it ("New
 * items join at the back of the queue" says where).
 */
function followsAnother(tokens: Token[]): boolean {
  const at = tokens.findIndex(finite);
  if (at < 0 || !/^(?:follow|copy|join)$/.test(tokens[at]!.lemma)) return false;
  if (tokens[at + 1]?.lower === "suit") return true;
  const end = tokens.findIndex((token, index) => index > at && token.pos === "PUNCT");
  const when = /^(?:year|years|decade|decades|month|months|century|centuries|later|soon|afterwards)$/;
  return tokens
    .slice(at + 1, end < 0 ? undefined : end)
    .every((token) => ["ADV", "ADP", "NUM"].includes(token.pos) || when.test(token.lower) || months.test(token.value));
}

/** A hyphen inside a word ("Noise-cancelling headphones"): no break in a phrase. */
const inWord = (token: Token) => token.value === "-" && token.space === "";

/** A pronoun or a pointing word, which stands for something named elsewhere ("it", "their", "these"). */
/** A subject's opening word that stands for things another sentence named: "Some…", "Most…", "These…". */
const leansOnCount = /^(?:some|many|most|few|others|each|this|these|that|those)$/;

/** Words for a name ("the term", "the name", "the word"): bare, they stand for one another sentence gave. */
export const nameWords = /^(?:name|term|word|phrase|nickname)s?$/;

/**
 * "The difference", "the result", "the process": "the" and a word for what another sentence told,
 * with no "of" to say whose ("The process begins when a fallen tree is buried…": which process?).
 */
const namedElsewhere = (subject: Token[]) =>
  subject[0]?.lower === "the" &&
  // ("The same principle is now used to trap light…": the same as what another sentence told.)
  (subject[1]?.lower === "same" ||
    (subject.length === 2 && pointingHeads.test(subject[1]!.lower)) ||
    // ("The usual explanation concerns heat loss": only words that pick one out before it, "usual", "main".)
    (subject.length > 2 && pointingHeads.test(subject[subject.length - 1]!.lower) && subject.slice(1, -1).every((token) => pickingOut.has(token.lower))) ||
    // ("The most common form makes it hard to tell red from green": a form, a kind or a stage of
    // what another sentence names, picked out only by describing words.)
    (subject.length >= 2 &&
      /^(?:form|type|kind|sort|version|variety|variant|stage|step|phase)s?$/.test(subject[subject.length - 1]!.lower) &&
      subject.slice(1, -1).every((token) => ["ADJ", "ADV", "NUM"].includes(token.pos) || /^(?:first|second|third|last|final|next|main)$/.test(token.lower))));

/** A comma between two adjectives of one noun ("Cold, salty water", "On hot, dry days"), which closes no phrase. */
const adjectivesComma = (tokens: Token[], index: number) =>
  tokens[index]?.value === "," &&
  // (An "-ing" or "-ed" word after an article describes too, however it was read: "a boiling, foul-smelling liquid".)
  (tokens[index - 1]?.pos === "ADJ" ||
    (/^\p{Ll}+(?:ing|ed)$/u.test(tokens[index - 1]?.value ?? "") && /^(?:a|an|the)$/.test(tokens[index - 2]?.lower ?? ""))) &&
  tokens[index + 1]?.pos === "ADJ";

const pointsElsewhere = (token: Token) => /^(?:it|its|they|them|their|this|these|those|he|she|his|her|him)$/.test(token.lower);

/** A phrase as it reads inside a sentence: its first word in lowercase unless it is a name ("the empire", "Tony Hoare"). */
const inside = (tokens: Token[]): string => [lowerFirst(tokens), text(tokens.slice(1))].filter(Boolean).join(tokens[1]?.space ?? " ");

/** A verb in the past: "was", "had", "did", an "-ed" form or an irregular past ("rose", "sailed"). */
const inPast = (verb: Token) =>
  /^(?:was|were|had|did)$/.test(verb.lower) || (verb.lower !== verb.lemma && /ed$/.test(verb.lower)) || irregularPast.has(verb.lower);

/** A plural noun: "workers", "children" (not "bacteria" read as a name). */
// (A lemma that is only another spelling is no plural's: "Aluminium", lemma "aluminum", is one thing;
// "hyphae", "fungi", "children", "feet" have a plural's ending.)
const pluralNoun = (token: Token) =>
  (token.lower !== token.lemma && /(?:s|ae|i|a|en|ice|eet|eeth|ople)$/.test(token.lower)) ||
  irregularPlurals.has(token.lower) ||
  // ("Slugs have no outer shell…": a plural that opens a sentence, read as a name with itself for its lemma.)
  // ("Estuaries are rich in food, so they…": "-ies" and "-es" plurals too.)
  (token.pos === "PROPN" &&
    !token.named &&
    /^\p{Lu}\p{Ll}+[^s]s$/u.test(token.value) &&
    [token.lower.slice(0, -1), token.lower.replace(/ies$/, "y"), token.lower.replace(/es$/, "")].some((stem) => stem !== token.lower && isNoun(stem)) &&
    !writtenCapitalised(token.lower));

/** A noun the same in the plural ("krill", "salmon") with no article making it one: a plural. */
const samePlural = (head: Token, first: Token) => zeroPlurals.test(head.lower) && !/^(?:a|an|one|this|that|each|every)$/.test(first.lower);

/** A plural of capital letters: "CFCs", "DVDs", "NGOs". */
const lettersPlural = /^\p{Lu}{2,}s$/u;

/** A unit of time: "seconds", "a month", "centuries". */
const timeUnit = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries|century)$/;

/** Verbs whose "to …" is their object, not a purpose ("try to mate", "want to leave"). */
const takesTo =
  /^(?:try|want|need|begin|start|learn|hope|decide|manage|fail|seem|tend|refuse|continue|like|love|prefer|plan|agree|offer|promise|attempt|choose|have|used)$/;

/** The "do" a question needs: "did" in the past, "do" for a plural, "does" for one. */
const doFor = (past: boolean, plural: boolean) => (past ? "did" : plural ? "do" : "does");

/** A subject that names itself in a passive's question: articles, adjectives, nouns and numbers, a preposition after the first word, eight words at most. */
const plainSubject = (subject: Token[]) =>
  subject.length <= 8 && subject.every((token, index) => ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos) || (index > 0 && token.pos === "ADP"));

/** Tokens back to text, with the spaces they had. */
export function text(tokens: Token[]): string {
  return tokens
    .map((token, index) => (index === 0 ? "" : token.space) + token.value)
    .join("")
    .trim();
}

const modal = /^(?:is|are|was|were|can|could|will|would|should|must|may|might|has|have|had)$/;

/**
 * "Bubbles trapped in the ice hold…", "Control rods made of boron absorb…": a participle ("-ed",
 * or an irregular one) after a plural noun and before a preposition, where a bare verb after a
 * noun follows in the same clause (one that agrees with that plural), belongs to the subject.
 * Where the clause's own verb is, or -1.
 */
function verbAfterPluralParticiple(tokens: Token[], verbAt: number): number {
  const [noun, word] = [tokens[verbAt - 1], tokens[verbAt]];
  // ("Conservation workers rearing cranes wear costumes…": an "-ing" participle and its object too.)
  const doing = word?.pos === "VERB" && /\p{Ll}ing$/u.test(word.lower) && ["NOUN", "DET", "ADJ"].includes(tokens[verbAt + 1]?.pos ?? "");
  if (!noun || !word || !["NOUN", "PROPN"].includes(noun.pos) || !/\p{L}[^s]s$/u.test(noun.lower) || (tokens[verbAt + 1]?.pos !== "ADP" && !doing)) return -1;
  if (
    word.pos !== "VERB" ||
    !(doing || /\p{Ll}ed$/u.test(word.lower) || irregularPast.has(word.lower) || (word.lower !== word.lemma && /en$/.test(word.lower)))
  )
    return -1;
  for (let index = verbAt + 2; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.pos === "VERB" && token.lower === token.lemma && ["NOUN", "PROPN"].includes(tokens[index - 1]!.pos)) return index;
    if (["VERB", "AUX", "CCONJ", "SCONJ", "PRON"].includes(token.pos) || (token.pos === "PUNCT" && !inWord(token))) return -1;
  }
  return -1;
}

/**
 * A statement as a question: "Plants wilt when…" → "do plants wilt", "The cell was divided" →
 * "was the cell divided", "Napoleon crowned himself emperor" → "did Napoleon crown himself
 * emperor". Undefined when the clause has no verb after a subject.
 */
export function questionForm(all: Token[], past = false): string | undefined {
  // ("Not drinking enough water is the main risk factor": a subject that opens with "not" asks nothing.)
  if (all[0]?.lower === "not") return undefined;
  // ("The stick was then split along its length…": a "then" after the verb ties the doing to the
  // sentence before, and a question asks it without: "Why was the stick split…?".)
  // ("Firms also invest in human capital when…" → "do firms invest in human capital": so does an
  // "also" that adds the doing to another sentence's.)
  const tokens = all.filter(
    (token, index) => !(token.lower === "then" && token.pos === "ADV" && finiteAt(all, index - 1)) && !(token.lower === "also" && token.pos === "ADV"),
  );
  // ("Eventually the balls stop moving" → "do the balls eventually stop moving": an opening adverb
  // before its subject goes after it, before the verb.)
  // (Not one of degree, which goes with the subject: "Nearly all birds…".)
  if (
    /^(?:eventually|usually|gradually|finally|originally|recently|initially|occasionally|normally|typically|generally|traditionally|suddenly|slowly|quickly)$/.test(
      tokens[0]?.lower ?? "",
    ) &&
    ["DET", "NOUN", "PROPN", "ADJ"].includes(tokens[1]?.pos ?? "")
  ) {
    const verb = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
    const adverb = tokens[0]!;
    if (verb > 1) return questionForm([...tokens.slice(1, verb), { ...adverb, value: adverb.lower, space: " " }, ...tokens.slice(verb)], past);
  }
  // ("In America many merchants avoided the rules" → "did many merchants avoid the rules in America":
  // an opening place or year with no comma before its subject goes to the end.)
  const opening = openingWhereOrWhen(tokens);
  if (opening > 0) {
    const form = questionForm(tokens.slice(opening), past);
    return form && `${form} ${tokens[0]!.lower} ${text(tokens.slice(1, opening))}`;
  }
  // ("Whoever is left holding a fake note…": a subject that is a clause of its own.)
  if (/^(?:whoever|whatever|whichever|wherever|whenever|what)$/.test(tokens[0]?.lower ?? "")) return undefined;
  // ("Adding or removing a node is quick": two doings joined open the subject.)
  const doings = /^\p{Ll}+ing$/u.test(tokens[0]?.lower ?? "") && /^(?:or|and)$/.test(tokens[1]?.lower ?? "") && /ing$/.test(tokens[2]?.lower ?? "") ? 2 : 0;
  let verbAt = tokens.findIndex((token, index) => index > doings && (token.pos === "VERB" || token.pos === "AUX") && !(tokens[index - 1]!.lower === "to"));
  if (verbAt <= 0) return undefined;
  // "A sample that contains a mixture of ions can be hard…": the verb of a relative clause in the
  // subject is not the clause's; that comes after the relative clause's object.
  if (/^(?:that|which|who)$/.test(tokens[verbAt - 1]!.lower)) {
    const main = tokens.findIndex((token, index) => index > verbAt + 1 && (token.pos === "VERB" || token.pos === "AUX") && tokens[index - 1]!.pos === "NOUN");
    if (main < 0) return undefined;
    verbAt = main;
  }
  // "American warships led by Commodore Perry had forced…": a participle before "by" belongs to the subject; the clause's verb comes later.
  // ("The first product scanned with a barcode … was a packet…": likewise before another preposition, where a "be" follows.)
  // ("A minimum price set above the market price can create…": an irregular participle too, where a modal follows.)
  // ("The fog seen on stages forms when…": an irregular "-en" participle before a preposition, where
  // an "-s" verb agreeing with the noun follows.)
  const agreeing = (token: Token, index: number, rest: Token[]) =>
    token.pos === "VERB" && token.lower !== token.lemma && /[^s]s$/.test(token.lower) && ["NOUN", "PROPN"].includes(rest[index - 1]?.pos ?? "");
  // (Not a verb in "-s", which agrees with the noun before it: "the lobster hides for several weeks until its new shell has…".)
  const participle =
    tokens[verbAt - 1]!.pos === "NOUN" &&
    !(tokens[verbAt]!.lower !== tokens[verbAt]!.lemma && /[^s]s$/.test(tokens[verbAt]!.lower)) &&
    (/ed$/.test(tokens[verbAt]!.lower) ||
      (tokens[verbAt]!.lower !== tokens[verbAt]!.lemma && /en$/.test(tokens[verbAt]!.lower) && tokens[verbAt + 1]?.pos === "ADP") ||
      (tokens[verbAt + 1]?.pos === "ADP" && tokens.slice(verbAt + 2).some((token, index, rest) => modal.test(token.lower) && rest[index - 1]?.pos === "NOUN")));
  const before =
    tokens[verbAt + 1]?.lower === "by" ||
    // ("A man named Giles Corey was pressed…": a naming participle and its name belong to the subject.)
    // ("A fish called the sabre-toothed blenny mimics…": a name after "the" too.)
    // ("Tools called linters warn programmers…": a plural name, where its own verb follows it.)
    (/^(?:named|called)$/.test(tokens[verbAt]!.lower) &&
      (tokens[verbAt - 1]!.pos === "NOUN" || (verbAt === 1 && tokens[0]!.pos === "PROPN" && isNoun(tokens[0]!.lower))) &&
      (/^\p{Lu}/u.test(tokens[verbAt + 1]?.value ?? "") ||
        tokens[verbAt + 1]?.lower === "the" ||
        (tokens[verbAt + 1]?.pos === "NOUN" &&
          /^\p{Ll}+[^s]s$/u.test(tokens[verbAt + 1]!.value) &&
          tokens[verbAt + 2]?.pos === "VERB" &&
          tokens[verbAt + 2]!.lower === tokens[verbAt + 2]!.lemma) ||
        // ("An enzyme called telomerase can rebuild…": a name of one word before a modal.)
        (["NOUN", "PROPN"].includes(tokens[verbAt + 1]?.pos ?? "") && modal.test(tokens[verbAt + 2]?.lower ?? "")))) ||
    (participle &&
      tokens[verbAt + 1]?.pos === "ADP" &&
      tokens
        .slice(verbAt + 2)
        .some((token, index, rest) => (token.lemma === "be" && token.pos === "AUX") || modal.test(token.lower) || agreeing(token, index, rest)));
  if (before && tokens.slice(verbAt + 2).some((token) => token.pos === "AUX" || token.pos === "VERB")) {
    // (Right after a name of one word: "A fish called Wanda swims…".)
    const main = tokens.findIndex(
      (token, index) => index > verbAt + 1 && (token.pos === "VERB" || token.pos === "AUX") && ["NOUN", "PROPN"].includes(tokens[index - 1]!.pos),
    );
    if (main < 0) return undefined;
    verbAt = main;
  } else {
    const main = verbAfterPluralParticiple(tokens, verbAt);
    if (main > 0) verbAt = main;
  }
  const subject = tokens.slice(0, verbAt);
  // (Not a comma, but one between two adjectives: "Cold, salty water".)
  const between = (index: number) => adjectivesComma(subject, index);
  if (subject.some((token, index) => (token.pos === "PUNCT" && !inWord(token) && !between(index)) || token.pos === "SCONJ") || subject.length > 10)
    return undefined;
  const verb = tokens[verbAt]!;
  const rest = tokens.slice(verbAt + 1);
  const subjectText = inside(subject).replace(/\s+'/g, "'");
  // "has" is an auxiliary before a participle ("has divided"), a verb otherwise ("has a thicker wall": "does … have").
  // ("has been used": "been" is an auxiliary too, also after an adverb: "had largely been fixed".)
  const afterAdverbs = rest.find((token) => token.pos !== "ADV");
  const possession = /^(?:has|have|had)$/.test(verb.lower) && afterAdverbs?.pos !== "VERB" && afterAdverbs?.lower !== "been";
  // ("…does not respond…": "do" as an auxiliary moves as a modal does.)
  const doAuxiliary = verb.pos === "AUX" && /^(?:do|does|did)$/.test(verb.lower);
  // ("…, crows do well in cities": a "do" with no verb after it is the verb itself, "do crows do well".)
  // ("…does not have to give…": "have" before "to" is a verb of its own.)
  // ("…does not itself bind…": past a word that only stresses it too.)
  if (
    doAuxiliary &&
    !["VERB", "AUX"].includes(
      rest.find((token) => token.pos !== "ADV" && token.pos !== "PART" && !/^(?:itself|themselves|himself|herself)$/.test(token.lower))?.pos ?? "",
    )
  )
    return [verb.lower, subjectText, "do", text(rest)].filter(Boolean).join(" ");
  if ((modal.test(verb.lower) || doAuxiliary) && !possession) return [verb.lower, subjectText, text(rest)].filter(Boolean).join(" ");
  if (possession)
    return [verb.lower === "had" || past ? "did" : verb.lower === "has" ? "does" : "do", subjectText, "have", text(rest)].filter(Boolean).join(" ");
  if (verb.pos !== "VERB") return undefined;
  const third = !past && verb.lower !== verb.lemma && /s$/.test(verb.lower);
  // ("Colonists left home…": an irregular past the list knows, with the lemma the tagger gives it, is past too.)
  // ("…, steam power spread to many new industries": so is a verb whose past is its base after one
  // thing, which in the present would be "spreads".)
  const preposition = subject.findIndex((token, index) => index > 0 && token.pos === "ADP");
  const head = (preposition > 0 ? subject.slice(0, preposition) : subject).at(-1);
  const afterOne =
    verb.lower === verb.lemma &&
    samePast.test(verb.lower) &&
    head?.pos === "NOUN" &&
    head.lower === head.lemma &&
    !/[^s]s$/.test(head.lower) &&
    !irregularPlurals.has(head.lower) &&
    !zeroPlurals.test(head.lower) &&
    !subject.some((token) => token.pos === "CCONJ");
  const regularPast = (verb.lower !== verb.lemma && (/ed$/.test(verb.lower) || irregularPast.has(verb.lower))) || afterOne;
  // Other irregular forms are left alone rather than guessed, unless the question is about the past.
  if (!past && verb.lower !== verb.lemma && !regularPast && !third) return undefined;
  const auxiliary = past || regularPast ? "did" : third ? "does" : "do";
  // ("Astronauts fitted corrective optics…": a past the tagger left as its own lemma takes its base, "fit".)
  // (Not a base that ends so: "feed", "need".)
  const base = verb.lemma === verb.lower && /ed$/.test(verb.lower) && !isVerb(verb.lower) ? (verbFrom(verb.lower, "ed") ?? verb.lemma) : verb.lemma;
  // "…built the frame and opened a mill" → "…build the frame and open a mill": each verb the auxiliary now carries.
  // (Only a verb in the main verb's own form: "…tends to be overproduced and sold too cheaply" keeps
  // "sold", which goes with "be".)
  const sameForm = (token: Token) =>
    third ? token.lower !== token.lemma && /s$/.test(token.lower) : past || regularPast ? inPast(token) : token.lower === token.lemma;
  // (An adverb of time may come between: "…forced the Cherokee into camps and then marched them west".)
  const joined = (index: number) =>
    rest[index - 1]?.pos === "CCONJ" || (/^(?:then|later|soon|also|finally)$/.test(rest[index - 1]?.lower ?? "") && rest[index - 2]?.pos === "CCONJ");
  const bare = rest.map((token, index) => (token.pos === "VERB" && joined(index) && sameForm(token) ? { ...token, value: token.lemma } : token));
  return [auxiliary, subjectText, base, text(bare)].filter(Boolean).join(" ");
}

/**
 * Where an opening "In America" or "In 1685" with no comma ends and the subject begins ("In America
 * many merchants avoided…"): a preposition of place or time, a name or a year, and a lowercase word
 * that opens a subject; -1 otherwise.
 */
function openingWhereOrWhen(tokens: Token[]): number {
  if (!/^(?:in|during|after|before|until|since)$/.test(tokens[0]?.lower ?? "")) return -1;
  let end = 1;
  if (tokens[1]?.pos === "NUM" && /^\d{3,4}$/.test(tokens[1].value)) end = 2;
  else while (tokens[end]?.pos === "PROPN" && /^\p{Lu}/u.test(tokens[end]!.value)) end += 1;
  const next = tokens[end];
  if (end === 1 || !next || !/^\p{Ll}/u.test(next.value) || !["DET", "ADJ", "NOUN"].includes(next.pos)) return -1;
  return tokens.slice(end + 1).some((token) => token.pos === "VERB" || token.pos === "AUX") ? end : -1;
}

/** Without the closing marks (a closing quotation mark stays: `…such as "beef" and "court".`). */
const trimEnd = (tokens: Token[]) => {
  let end = tokens.length;
  while (end > 0 && tokens[end - 1]!.pos === "PUNCT" && /^[.!?,;:]+$/.test(tokens[end - 1]!.value)) end -= 1;
  return tokens.slice(0, end);
};

export interface Asked {
  /** The question as it will be shown. */
  question: string;
  /** What answers it: a term, a year or a clause of the source. */
  answer: string;
  kind: "definition" | "why" | "cause" | "sequence" | "year" | "role" | "number" | "comparison" | "method" | "agent" | "claim";
}

/**
 * An opening phrase of place or time closed by its comma ("In the wild, …", "In Scotland, …"), of
 * five words at most, with no verb or pointing word: the setting, and the clause after it.
 */
function openingSetting(tokens: Token[]): { setting: Token[]; rest: Token[] } {
  // ("For example, a driver with full insurance may park…": a word of linking is no setting, and goes.)
  if (/^(?:for (?:example|instance)|in (?:fact|addition|particular|short|general)|of course),$/.test(text(tokens.slice(0, 3)).toLowerCase()))
    return { setting: [], rest: tokens.slice(3) };
  // (Not a comma between two adjectives: "On hot, dry days plants close…", where a word of time,
  // with no comma after it, ends the setting.)
  const first = tokens.findIndex((token) => token.value === ",");
  if (tokens[0]?.pos === "ADP" && first > 0 && adjectivesComma(tokens, first)) {
    let at = 1;
    while (tokens[at]?.pos === "ADJ" || tokens[at]?.value === ",") at += 1;
    const time = tokens[at];
    if (
      time?.pos === "NOUN" &&
      /^(?:days?|nights?|mornings?|evenings?|afternoons?|winters?|summers?|years?|weeks?|months?)$/.test(time.lower) &&
      ["NOUN", "DET", "ADJ", "PROPN"].includes(tokens[at + 1]?.pos ?? "")
    )
      return { setting: tokens.slice(0, at + 1), rest: tokens.slice(at + 1) };
    return { setting: [], rest: tokens };
  }
  // ("Each autumn, millions of monarch butterflies…": "each" or "every" and a time of year, day or
  // week before a comma.)
  if (
    /^(?:each|every)$/.test(tokens[0]?.lower ?? "") &&
    /^(?:spring|summer|autumn|fall|winter|year|month|week|day|night|morning|evening)$/.test(tokens[1]?.lower ?? "") &&
    tokens[2]?.value === ","
  )
    return { setting: tokens.slice(0, 2), rest: tokens.slice(3) };
  const comma = tokens[0]?.pos === "ADP" ? tokens.findIndex((token) => token.value === ",") : -1;
  if (comma > 1 && comma <= 5 && !tokens.slice(1, comma).some((token) => token.pos === "VERB" || token.pos === "AUX" || pointsElsewhere(token))) {
    // ("Without such protection, a bystander might hesitate…": a setting that points back to what
    // another sentence told goes, and the question asks of the rest.)
    if (tokens.slice(1, comma).some((token) => /^(?:such|this|these|that|those)$/.test(token.lower))) return { setting: [], rest: tokens.slice(comma + 1) };
    return { setting: tokens.slice(0, comma), rest: tokens.slice(comma + 1) };
  }
  // ("In 2014 a team of researchers used…": a year, or a decade, with no comma before the subject.)
  const year = tokens[1]?.lower === "the" ? 2 : 1;
  if (
    /^(?:in|by|until|after|before|during|since)$/.test(tokens[0]?.lower ?? "") &&
    /^(?:1[0-9]{3}|20[0-9]{2})s?$/.test(tokens[year]?.value ?? "") &&
    ["DET", "NOUN", "PROPN", "ADJ"].includes(tokens[year + 1]?.pos ?? "")
  )
    return { setting: tokens.slice(0, year + 1), rest: tokens.slice(year + 1) };
  return { setting: [], rest: tokens };
}

/** A verb or an auxiliary: what makes a clause. */
const finite = (token: Token) => token.pos === "VERB" || token.pos === "AUX";
/** A verb at this place (none past the end). */
const finiteAt = (tokens: Token[], index: number) => tokens[index] !== undefined && finite(tokens[index]);

/** A setting moved to a question's end (" in the wild"), or nothing. */
const atTheEnd = (setting: Token[]) => (setting.length > 0 ? ` ${setting[0]!.lower} ${text(setting.slice(1))}` : "");

/** "<effect> because <cause>." → "Why <effect as a question>?", answered by the cause. */
export function why(sentence: Sentence): Asked | undefined {
  const asked = whyFound(sentence);
  // ("Engineers who design tiny machines must allow for it, because…": an "it" the question keeps,
  // after a preposition or a verb, with no singular noun before it, is what another sentence named.)
  const kept = asked && /\sit(?:\?|\s(?:in|on|at|to|for|from|with|into|by|when|if)\s)/.exec(asked.question);
  if (kept) {
    const at = sentence.tokens.findIndex((token, index) => index > 0 && token.lower === "it");
    if (at > 0 && !sentence.tokens.slice(0, at).some((token) => token.pos === "NOUN" && token.lower === token.lemma)) return undefined;
  }
  // ("Why do payment services therefore ask clients…?": a word that ties the doing to the sentence
  // before goes from the question; the answer says why.)
  return asked && { ...asked, question: asked.question.replace(/\s(?:therefore|thus|hence)(?=\s)/, "") };
}

function whyFound(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  // ("It also explains why coastal towns have milder winters…, since the sea…": what a sentence says
  // it explains is the effect, whatever the reason's word.)
  // (Not "…partly because he could not explain why it worked", where the reason comes first.)
  const explains = tokens.findIndex((token, index) => token.lemma === "explain" && tokens[index + 1]?.lower === "why");
  const reasonAt = tokens.findIndex((token, index) => token.lower === "because" || (token.lower === "since" && tokens[index - 1]?.value === ","));
  if (explains >= 0 && (reasonAt < 0 || explains < reasonAt)) return whyExplained(tokens);
  // (", since" gives a reason as "because" does: "…at the last minute, since business travellers are
  // less sensitive to price"; not a time, "since 1990", which no comma and clause make.)
  const since = tokens.findIndex(
    (token, index) =>
      token.lower === "since" &&
      tokens[index - 1]?.value === "," &&
      (["DET", "NOUN", "PROPN", "ADJ"].includes(tokens[index + 1]?.pos ?? "") ||
        /^(?:they|it|he|she|we|anyone|everyone|someone|nobody)$/.test(tokens[index + 1]?.lower ?? "")),
  );
  const at =
    since > 0 ? since : tokens.findIndex((token) => token.lower === "because" || (token.lower === "so" && tokens[tokens.indexOf(token) + 1]?.lower === "that"));
  if (at < 0)
    return (
      whySo(tokens) ??
      whichIsWhy(tokens) ??
      whichHelps(tokens) ??
      whyPurpose(tokens) ??
      whyInTheHope(tokens) ??
      whyOpeningPurpose(tokens) ??
      whyPassivePurpose(tokens) ??
      builtAs(tokens) ??
      whyWhileDoing(tokens) ??
      whyOtherwise(tokens) ??
      whyFeeling(tokens)
    );
  if (at === 0 && tokens[0]!.lower === "because") return whyBecause(tokens);
  // ("The Earth's gravity raised bulges…, and because the Moon was spinning, the bulges were
  // dragged…": a reason that opens the second of two joined clauses is that clause's, asked alone.)
  if (tokens[at]!.lower === "because" && tokens[at - 1]?.lower === "and" && tokens[at - 2]?.value === ",") return whyBecause(tokens.slice(at));
  if (tokens[at]?.lower === "so") return whySoThat(tokens, at);
  // (Two words before it may be a subject and its verb: "Companies greenwash because…".)
  const subjectAndVerb = at === 2 && ["NOUN", "PROPN"].includes(tokens[0]!.pos) && tokens[1]!.pos === "VERB";
  if ((at < 3 && !subjectAndVerb) || !/^(?:because|since)$/.test(tokens[at]!.lower)) return undefined;
  // ("…cannot demand that a tree be cut down simply because it blocks their view": what is not
  // reason enough is no answer to why; "…of the foot; because body weight presses on it, it…": a
  // "because" after a semicolon opens a sentence of its own.)
  // ("The disease was not Spanish in origin: it got its name because…": a reason with no comma before
  // it is the last clause's, after a colon or a semicolon, not the sentence's opening one.)
  if (
    /^(?:simply|just|merely|only|solely)$/.test(tokens[at - 1]!.lower) ||
    // ("A retronym is a new name for an old thing, coined because…": a reason for a participle after
    // a comma is that phrase's, which has no subject of its own to ask about.)
    (tokens[at - 2]?.value === "," && tokens[at - 1]!.pos === "VERB" && /^\p{Ll}+(?:ed|en)$/u.test(tokens[at - 1]!.value)) ||
    (tokens[at - 1]!.value !== "," && tokens.slice(0, at).some((token) => /^[;:]$/.test(token.value)))
  )
    return undefined;
  // ("…to replace a hearth tax, which people had resented because officials…": with no comma before
  // it, a reason after a relative clause with a verb of its own is that clause's.)
  if (
    tokens[at - 1]!.value !== "," &&
    tokens
      .slice(0, at)
      .some((token, index) => /^(?:which|who)$/.test(token.lower) && tokens[index - 1]?.value === "," && tokens.slice(index + 1, at).some(finite))
  )
    return undefined;
  // ("The principle exists to prevent unfairness, since the other person acted in good faith": a reason
  // after what a thing exists for says why its purpose matters, not why it exists.)
  if (tokens.slice(0, at).some((token, index) => token.lemma === "exist" && tokens[index + 1]?.lower === "to")) return undefined;
  // ("Doctors now warn that they can hide a serious injury, since…": a reported clause whose subject
  // is a pronoun stands for what another sentence named.)
  if (tokens.slice(0, at).some((token, index) => token.lower === "that" && /^(?:they|it|he|she)$/.test(tokens[index + 1]?.lower ?? ""))) return undefined;
  // ("One newer idea is that yawning cools the brain, because…": the reason is the idea's, not why
  // the idea is one.)
  if (
    tokens
      .slice(0, at)
      .some(
        (token, index, before) =>
          /^(?:idea|ideas|theory|theories|explanation|view|belief|hypothesis|suggestion|claim|argument)$/.test(token.lower) &&
          /^(?:is|was|are|were)$/.test(before[index + 1]?.lower ?? "") &&
          before[index + 2]?.lower === "that",
      )
  )
    return undefined;
  // (A clause that gives way to another, ", yet they feed and defend the queen, because…", is read
  // from there: the reason is the later clause's.)
  const yieldsAt = tokens.findIndex(
    (token, index) =>
      index < at &&
      /^(?:although|though|whereas|yet|but)$/.test(token.lower) &&
      tokens[index - 1]?.value === "," &&
      /^(?:it|they)$/.test(tokens[index + 1]?.lower ?? ""),
  );
  // ("Moral hazard is the risk that a person behaves less carefully because someone else bears the
  // cost": after "is" and a noun, a "that" or "who" clause with a verb of its own is what the cause
  // answers, not why the subject is what it is.)
  if (
    tokens
      .slice(Math.max(0, yieldsAt), at)
      .some(
        (token, index, before) =>
          /^(?:is|are|was|were)$/.test(token.lower) &&
          before
            .slice(index + 1)
            .some(
              (noun, place) =>
                noun.pos === "NOUN" && /^(?:that|who|which)$/.test(before[index + place + 2]?.lower ?? "") && before.slice(index + place + 3).some(finite),
            ),
      )
  )
    return undefined;
  // (A closing quotation mark stays: `…called the gas "dephlogisticated air" because…`.)
  let effect = tokens.slice(0, at).filter((token, index, all) => !(index === all.length - 1 && token.pos === "PUNCT" && !/^["”]$/.test(token.value)));
  // ("In the wild, axolotls are critically endangered, mainly because…": a word of degree before
  // "because" goes with the cause, and an opening phrase of place or time goes to the question's end.)
  // (The answer keeps it: "…abolished slavery in its colonies, partly because of the revolt" is
  // answered "Partly because of the revolt.", not as if the revolt were the whole reason.)
  const degree = /^(?:mainly|partly|largely|mostly|probably|possibly|perhaps|simply|only|just)$/.test(effect[effect.length - 1]?.lower ?? "")
    ? effect[effect.length - 1]
    : undefined;
  if (degree?.pos === "ADV") effect = effect.slice(0, -1);
  if (effect[effect.length - 1]?.value === ",") effect = effect.slice(0, -1);
  // ("Otto von Bismarck, the chancellor of the new German Empire, distrusted the Church because…":
  // what a name is, set off by commas before its verb, goes; the question asks of the name.)
  const aside = effect.findIndex((token) => token.value === ",");
  const asideEnd = asideEndAt(effect, aside, ["VERB"]);
  if (
    asideEnd > 0 &&
    !effect.slice(aside + 1, aside + 3).some((token) => token.value === ",") &&
    effect.slice(0, aside).every((token) => token.pos === "PROPN" || (token.pos === "NOUN" && /^\p{Ll}+$/u.test(token.value) && effect[0]!.pos === "PROPN")) &&
    /^(?:the|a|an)$/.test(effect[aside + 1]?.lower ?? "") &&
    !effect.slice(aside + 1, asideEnd).some(finite)
  )
    effect = [...effect.slice(0, aside), ...effect.slice(asideEnd + 1)];
  // ("Interest has returned because…": a bare interest, attention or support, of no one in nothing,
  // asks "Why has interest returned?" of what another sentence named.)
  if (/^(?:interest|attention|concern|support|enthusiasm|demand|popularity)$/i.test(effect[0]?.value ?? "") && ["VERB", "AUX"].includes(effect[1]?.pos ?? ""))
    return undefined;
  // "Slime moulds are neither plants nor fungi, although they were once classed as fungi because
  // they make spores": the reason is the "although" clause's, asked of the subject its pronoun is.
  // ("Worker honeybees are sterile females that never lay eggs, yet they feed and defend the queen,
  // because…": so is one after ", yet" or ", but".)
  const concession = effect.findIndex(
    (token, index) =>
      effect[index - 1]?.value === "," &&
      (/^(?:although|though|whereas)$/.test(token.lower) || (/^(?:yet|but)$/.test(token.lower) && /^(?:it|they)$/.test(effect[index + 1]?.lower ?? ""))),
  );
  if (concession > 0) {
    const verbAt = effect.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
    const subject = effect.slice(0, verbAt);
    const [pronoun, head] = [effect[concession + 1], subject[subject.length - 1]];
    if (
      verbAt < 1 ||
      verbAt > concession ||
      !subject.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) ||
      !head ||
      !/^(?:it|they)$/.test(pronoun?.lower ?? "") ||
      pluralNoun(head) !== (pronoun!.lower === "they")
    )
      return undefined;
    effect = [...subject, ...effect.slice(concession + 2)];
  }
  // ("After the station is built, the mine could raise its price, because…": an opening clause of
  // time with a verb of its own would take the question's verb; one of "if" or "when" goes to the
  // question's end, "Why does the flame smoke if the wick is too long?".)
  if (
    /^(?:after|before|once|while|as|until|although|though|unless|whenever)$/.test(effect[0]?.lower ?? "") &&
    effect.some((token, index) => token.value === "," && effect.slice(1, index).some(finite))
  )
    return undefined;
  let setting: Token[];
  ({ setting, rest: effect } = openingSetting(effect));
  // ("In the nineteenth century the number of speakers fell sharply, because…": a phrase of time
  // without its comma, ending in a word of time before the subject, likewise; "For many years first
  // aid courses taught…", "For a long time biologists were puzzled…", one of how long.)
  if (setting.length === 0 && /^(?:in|during|by|from|until|after|before|since|for|over|throughout)$/.test(effect[0]?.lower ?? "")) {
    const end = effect.findIndex(
      (token, index) =>
        index > 0 &&
        index <= 5 &&
        /^(?:century|centuries|year|years|decade|decades|era|age|period|war|winter|summer|spring|autumn|time|while|1[0-9]{3}s?|20[0-9]{2}s?)$/.test(
          token.lower,
        ) &&
        ["DET", "NOUN", "PROPN", "ADJ"].includes(effect[index + 1]?.pos ?? ""),
    );
    if (end > 0 && !effect.slice(1, end).some((token) => token.pos === "VERB" || token.pos === "AUX" || pointsElsewhere(token))) {
      setting = effect.slice(0, end + 1);
      effect = effect.slice(end + 1);
    }
  }
  let cause = tokens.slice(at + 1);
  // "Colonists left home because of overcrowding…": the cause is a noun phrase, answered "Because of
  // …". (Not after "is": "Kinetic energy is the energy an object has because of its motion" says
  // what the energy is, and "unfair treatment because of a characteristic" what the treatment is.)
  // ("Tardigrades are also called water bears because of their plump bodies": a passive is a doing.)
  if (cause[0]?.lower === "of") {
    const copula = (token: Token, index: number) =>
      /^(?:is|are|was|were)$/.test(token.lower) && effect.slice(index + 1).find((next) => next.pos !== "ADV")?.pos !== "VERB";
    if (effect.some(copula)) return undefined;
    cause = tokens.slice(at);
  }
  // ("…turns fertile land into desert, often because of…": the adverb goes with the cause.)
  if (effect[effect.length - 1]?.pos === "ADV" && effect[effect.length - 2]?.value === ",") effect = effect.slice(0, -2);
  // ("Many are sinking, because…": a quantity standing for what another sentence named.)
  if (/^(?:many|most|some|several|few|others|both|all|none|neither|either)$/.test(effect[0]?.lower ?? "") && ["VERB", "AUX"].includes(effect[1]?.pos ?? ""))
    return undefined;
  // ("…opposed the laws because they made bread expensive, and in 1838 the Anti-Corn Law League was
  // founded…": a clause after ", and" that opens at a time of its own is the next thing told, not part
  // of the cause; "…, and the two reflections interfere" is.)
  const told = cause.findIndex((token, index) => {
    const next = cause.slice(index + 2);
    const atATime = (next[0]?.pos === "ADP" && next[1]?.pos === "NUM") || /^(?:later|then|soon|afterwards|meanwhile)$/.test(next[0]?.lower ?? "");
    return token.value === "," && /^(?:and|but)$/.test(cause[index + 1]?.lower ?? "") && atATime && cause.slice(0, index).some(finite) && next.some(finite);
  });
  if (told > 0) cause = cause.slice(0, told);
  // ("Inosculation is most common between trees of the same species, because their tissues are
  // compatible, but it can occur between related species": a clause of its own after ", but" sets
  // something against the effect; it gives no part of the reason.)
  const against = cause.findIndex(
    (token, index) => token.value === "," && cause[index + 1]?.lower === "but" && cause.slice(0, index).some(finite) && cause.slice(index + 2).some(finite),
  );
  // (Not where the effect is a difficulty, which the two sides together make: "Doctors face a
  // difficult problem, since patients have a right to know the risks…, but describing the risks can
  // itself make them more likely.")
  const dilemma = effect.some((token) => /^(?:problem|dilemma|difficult|difficulty|paradox|puzzle|tension|conflict)$/.test(token.lower));
  if (against > 0 && !dilemma) cause = cause.slice(0, against);
  // ("Rainwater is slightly acidic because it dissolves carbon dioxide from the air, so it slowly
  // dissolves limestone": what the same "it" does after ", so" is what comes of it all, no part of
  // the cause; "…, so light entering a cut stone is reflected many times" is the cause's own end.)
  const thence = cause.findIndex(
    (token, index) =>
      token.value === "," &&
      cause[index + 1]?.lower === "so" &&
      /^(?:it|they)$/.test(cause[index + 2]?.lower ?? "") &&
      cause[0]?.lower === cause[index + 2]?.lower,
  );
  if (thence > 0) cause = cause.slice(0, thence);
  if (cause.length < 3) return undefined;
  // "Fainting is usually harmless, but repeated fainting should be checked by a doctor, because…":
  // the cause answers the clause after "but"; where that clause has no subject of its own
  // ("Indexes make reading faster but make writing slower, because…") it answers only one half.
  const but = effect.map((token) => token.lower).lastIndexOf("but");
  if (but >= 0) {
    const before = effect.slice(0, but);
    effect = effect.slice(but + 1);
    // ("The check catches any single mistyped digit…, but it offers no protection against fraud,
    // since…": "it" after "but" is the subject of the clause before it, a noun that agrees.)
    if (/^(?:it|they)$/.test(effect[0]?.lower ?? "")) {
      const verbAt = before.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
      const subject = before.slice(0, verbAt);
      const head = subject[subject.length - 1];
      if (
        verbAt >= 1 &&
        subject.every((token) => ["DET", "ADJ", "NOUN"].includes(token.pos)) &&
        head?.pos === "NOUN" &&
        pluralNoun(head) === (effect[0]!.lower === "they")
      )
        effect = [...subject, ...effect.slice(1)];
    }
    const opens = effect[0]?.pos === "VERB" && /ed$/.test(effect[0].lower) && effect[1]?.pos === "NOUN";
    if (!["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]?.pos ?? "") && !opens) return undefined;
  }
  // ("Other nouns keep their foreign plurals: "cactus" becomes "cacti"…, because…": the examples
  // after a colon go; the clause before it is what the cause answers.)
  // (Not where the cause names a subject of its own, the examples' clause after the colon: `…: "the La
  // Brea tar pits" means "the the tar tar pits", because "la brea" is Spanish…` explains the example.)
  const colon = effect.findIndex((token) => token.value === ":");
  if (colon > 2 && effect.slice(0, colon).some(finite)) {
    if (!/^(?:they|it|these|this)$/.test(cause[0]?.lower ?? "") && effect.slice(colon + 1).some(finite)) return undefined;
    effect = effect.slice(0, colon);
  }
  // ("It was led by a secret society known in English as the Boxers, because its members…": the
  // cause says why the name was given, not why the clause's verb happened.)
  const naming = effect.findIndex(
    (token, index) => /^(?:known|called|named|nicknamed)$/.test(token.lower) && ["NOUN", "PROPN"].includes(effect[index - 1]?.pos ?? ""),
  );
  // ("Priestley called the gas "dephlogisticated air" because he believed…": where no verb comes
  // before it and an object follows, the naming is the clause's own doing, which the cause answers.)
  if (naming > 0 && !effect.slice(naming + 1).some(finite)) {
    const callsIt = !effect.slice(0, naming).some(finite) && ["DET", "PRON"].includes(effect[naming + 1]?.pos ?? "");
    if (!callsIt) return undefined;
  }
  // "Nineteen people were hanged, and a man named Giles Corey was pressed to death … because he
  // refused…": after ", and", a clause with a subject of its own is what the cause answers; a verb
  // with no subject ("…, and make writing slower because…") answers only one half.
  const and = effect.findIndex((token, index) => token.lower === "and" && effect[index - 1]?.value === "," && effect.slice(0, index).some(finite));
  if (and > 0) {
    const second = effect.slice(and + 1);
    if (!["NOUN", "PROPN", "DET", "ADJ", "NUM"].includes(second[0]?.pos ?? "") || !second.some(finite)) return undefined;
    effect = second;
  }
  // ("Ctrl+C copies the selected text and Ctrl+V pastes it, because…": two clauses joined without a
  // comma, each with a subject of its own, make no one question.)
  const joins = effect.findIndex((token, index) => {
    if (token.lower !== "and" || !effect.slice(0, index).some(finite)) return false;
    const next = effect.slice(index + 1);
    const verb = next.findIndex(finite);
    return (
      verb > 0 &&
      verb <= 4 &&
      next.slice(0, verb).every((word) => ["DET", "ADJ", "NOUN", "PROPN", "NUM", "PUNCT", "SYM"].includes(word.pos)) &&
      next[verb - 1]!.pos !== "DET"
    );
  });
  if (joins > 0) return undefined;
  // "When hydrogen peroxide is poured on a cut, it fizzes because…": an opening "when" or "if"
  // clause goes to the question's end, and the subject it names to the main clause that its
  // pronoun stands for ("Why does hydrogen peroxide fizz when it is poured on a cut?").
  if (setting.length === 0 && /^(?:when|whenever|if|once)$/.test(effect[0]?.lower ?? "")) {
    const comma = effect.findIndex((token) => token.value === ",");
    const clause = effect.slice(1, comma);
    let main = effect.slice(comma + 1);
    const verb = clause.findIndex(finite);
    if (comma < 3 || verb < 1) return undefined;
    let opening = clause;
    if (/^(?:it|they)$/.test(main[0]?.lower ?? "")) {
      const named = clause.slice(0, verb);
      if (!named.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) || !["NOUN", "PROPN"].includes(named[named.length - 1]!.pos))
        return undefined;
      opening = [main[0]!, ...clause.slice(verb)];
      main = [...named, ...main.slice(1)];
    }
    if (main.some((token) => pointsElsewhere(token) && !/^(?:its|their)$/.test(token.lower)) || opening.slice(1).some(pointsElsewhere)) return undefined;
    setting = [effect[0]!, ...opening];
    effect = main;
  }
  // "A bank run happens when many customers try to withdraw their money … because they fear…": the
  // cause, opening with the subject's pronoun, answers the "when" or "if" clause it follows, which
  // must then name its subject itself.
  const inner = effect.findIndex(
    (token, index) => index > 1 && (/^(?:when|whenever|if)$/.test(token.lower) || (token.lower === "once" && token.pos === "SCONJ")),
  );
  if (inner > 0 && /^(?:they|it|he|she)$/.test(cause[0]?.lower ?? "")) {
    effect = effect.slice(inner + 1);
    // (A possessive in it is its subject's: "their money".)
    if (
      !["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]?.pos ?? "") ||
      effect.some((token) => pointsElsewhere(token) && !/^(?:its|their)$/.test(token.lower))
    )
      return undefined;
  }
  const form = whyForm(lastPredicate(effect));
  if (!form) return undefined;
  const reason = `${text(cause).replace(/[.!]+$/, "")}.`;
  const hedged = degree?.pos === "ADV" ? `${degree.lower} ${cause[0]?.lower === "because" ? "" : `${tokens[at]!.lower} `}${reason}` : reason;
  return { question: `Why ${form}${atTheEnd(setting)}?`, answer: capitalise(hedged), kind: "why" };
}

/**
 * "Pellets are dry and do not smell" → "Pellets are dry": after "is" or "are", a second verb of the
 * subject's, joined by "and", has a form of its own that no one question can carry ("Why are pellets
 * dry and do not smell?").
 */
function beforeSecondPredicate(effect: Token[]): Token[] {
  const be = effect.findIndex((token) => token.pos === "AUX" && /^(?:is|are|was|were)$/.test(token.lower));
  const second = be < 0 ? -1 : secondPredicateAt(effect, be);
  return second > 0 ? effect.slice(0, second) : effect;
}

/**
 * Where "and" opens another predicate of the subject whose verb is at `verbAt` (the first such, or
 * the last), or -1. (After a passive, only a verb in its bare form opens one: "they are made of
 * straight lines and avoid curves", not the "sold" of "are made and sold".)
 */
function secondPredicateAt(effect: Token[], verbAt: number, last = false): number {
  const passive = /^(?:is|are|was|were)$/.test(effect[verbAt]!.lower) && effect[verbAt + 1]?.pos === "VERB";
  const opens = (token: Token, index: number) =>
    index > verbAt + 1 &&
    token.lower === "and" &&
    finiteAt(effect, index + 1) &&
    (!passive ||
      (effect[index + 1]!.pos === "VERB" && effect[index + 1]!.lower === effect[index + 1]!.lemma && !sameParticiple.test(effect[index + 1]!.lower)));
  return last ? effect.findLastIndex(opens) : effect.findIndex(opens);
}

/**
 * "Argon makes up almost one per cent of the air and is used to fill light bulbs, because…" →
 * "Argon is used to fill light bulbs": a cause after two predicates of one subject answers for
 * certain only the one it follows, asked with the subject. (Not where the "and" is inside a clause
 * of the first predicate's own, after a comma, a pronoun or a subordinating word.)
 */
function lastPredicate(effect: Token[]): Token[] {
  const verbAt = effect.findIndex((token, index) => index > 0 && finite(token));
  if (verbAt <= 0 || !effect.slice(0, verbAt).every((token) => ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos))) return effect;
  const second = secondPredicateAt(effect, verbAt, true);
  if (second < 0 || effect.slice(verbAt + 1, second).some((token) => ["SCONJ", "PRON", "PUNCT"].includes(token.pos))) return effect;
  // (Not where the last predicate names by a pronoun what the first one named: "A mole may bite the
  // heads off worms and store them alive…".)
  const last = effect.slice(second + 1);
  if (last.some((token) => /^(?:it|them|they|this|these|those)$/.test(token.lower))) return effect;
  // (An auxiliary before the first verb is the last's too: "may bite … and store" → "may store".)
  const verb = effect.findIndex((token, index) => index > verbAt && token.pos === "VERB");
  const shared = effect[verbAt]!.pos === "AUX" && last[0]?.pos === "VERB" && last[0].lower === last[0].lemma && verb > verbAt ? effect.slice(verbAt, verb) : [];
  return [...effect.slice(0, verbAt), ...shared, ...last];
}

/** The comma at `index` is inside a list of nouns: only nouns, their describing words and commas follow it up to an "and" or "or" ("the skin, hair and nails"). */
function listCommaAt(tokens: Token[], index: number): boolean {
  const and = tokens.findIndex((token, at) => at > index && /^(?:and|or)$/.test(token.lower));
  return and > index + 1 && tokens.slice(index + 1, and).every((token) => ["NOUN", "ADJ", "DET"].includes(token.pos) || token.value === ",");
}

/**
 * Where an aside that a comma at `aside` opens closes, before the clause's verb (of `verbs`), the
 * aside at least two words long: the closing comma's index, or -1 ("Otto von Bismarck, the
 * chancellor of the new German Empire, distrusted…"; "Commitment devices, such as pension schemes…, work…").
 */
function asideEndAt(tokens: Token[], aside: number, verbs: readonly string[]): number {
  const end = tokens.findIndex((token, index) => index > aside + 2 && token.value === ",");
  return aside > 0 && end > 0 && verbs.includes(tokens[end + 1]?.pos ?? "") ? end : -1;
}

/** Verbs whose past participle is their bare form ("are cut and set"). */
const sameParticiple = /^(?:cut|set|put|hit|hurt|let|shut|spread|cast|cost|burst|split|quit|read|bet|bid|rid|shed|slit|thrust|run|come|become|overcome)$/;

/**
 * An effect as the question "Why …?" asks it: of its first predicate only (`beforeSecondPredicate`),
 * and without an "also" that adds it to another sentence's ("Why do reviews spread knowledge?").
 */
function whyForm(effect: Token[]): string | undefined {
  // ("The cost is extra memory, because…": a cost, a reason or a result of what another sentence names is no subject to ask why of.)
  if (/^the$/i.test(effect[0]?.value ?? "") && relational.test(effect[1]?.lower ?? "") && ["AUX", "VERB"].includes(effect[2]?.pos ?? "")) return undefined;
  // ("…, so where the coating is scratched, the zinc corrodes instead of the steel": a clause of
  // place, time or condition opening the effect goes after it, "Why does the zinc corrode instead
  // of the steel where the coating is scratched?".)
  if (/^(?:where|when|whenever|wherever|if|once)$/.test(effect[0]?.lower ?? "")) {
    const comma = effect.findIndex((token) => token.value === ",");
    if (comma < 3 || !effect.slice(1, comma).some(finite) || !effect.slice(comma + 1).some(finite)) return undefined;
    const clause = effect.slice(0, comma).map((token, index) => (index === 0 ? { ...token, value: token.lower, space: " " } : token));
    effect = [...effect.slice(comma + 1), ...clause];
  }
  // ("In everyday life the effect is far too small to notice": an opening phrase of place or time
  // with no comma after it goes after the rest, "Why is the effect far too small to notice in
  // everyday life?"; its subject starts at the next article.)
  const verbAt = effect.findIndex(finite);
  // (Not "About nine tenths of an iceberg lies…", where the phrase is the subject.)
  if (
    /^(?:in|on|at|during|across|throughout|within|among|under)$/.test(effect[0]?.lower ?? "") &&
    verbAt > 2 &&
    !effect.slice(0, verbAt).some((token) => token.value === ",")
  ) {
    const start = effect.findIndex((token, index) => index >= 2 && index < verbAt && token.pos === "DET" && effect[index - 1]!.pos !== "ADP");
    if (start < 0) return undefined;
    const setting = effect.slice(0, start).map((token, index) => (index === 0 ? { ...token, value: token.lower, space: " " } : token));
    effect = [...effect.slice(start), ...setting];
  }
  // ("…, so swelling or bleeding after an injury such as a broken shin squeezes the blood vessels":
  // an example the subject gives of its noun, with no comma, goes; the question asks of the noun.)
  const such = effect.findIndex((token, index) => token.lower === "such" && effect[index + 1]?.lower === "as" && effect[index - 1]?.pos === "NOUN");
  if (such > 0) {
    let end = such + 2;
    while (["DET", "ADJ"].includes(effect[end]?.pos ?? "")) end += 1;
    while (effect[end]?.pos === "NOUN") end += 1;
    if (
      end > such + 2 &&
      effect[end - 1]!.pos === "NOUN" &&
      effect[end]?.pos === "VERB" &&
      !effect.slice(0, such).some((token) => finite(token) && !/ing$/.test(token.lower))
    )
      effect = [...effect.slice(0, such), ...effect.slice(end)];
  }
  return questionForm(beforeSecondPredicate(effect));
}

/** Nouns that say what a thing is to something else ("the cost", "the result"). */
const relationalWords =
  "cost|costs|price|result|results|reason|reasons|effect|effects|advantage|disadvantage|benefit|drawback|downside|problem|danger|risk|aim|goal|purpose|difference|differences";
const relational = new RegExp(`^(?:${relationalWords})$`);
/** Words that only rank a thing among others of its kind ("the main remedy"). */
export const rankWords = "main|chief|principal|biggest|greatest|major|only|best|usual|key";
/** What a thing has as against others, which a bare "the drawback" or "the main remedy" leaves unsaid whose it is. */
export const belongingWords = "drawbacks?|downsides?|remed(?:y|ies)|advantages?|disadvantages?|benefits?|weakness(?:es)?|strengths?";

/**
 * "The nobles were angry that the Catholic Habsburg rulers were limiting…" → "Why were the nobles
 * angry?", answered by the clause after "that": a feeling and what it is about.
 */
function whyFeeling(tokens: Token[]): Asked | undefined {
  const be = tokens.findIndex((token) => token.pos === "AUX" || token.pos === "VERB");
  if (be < 1 || tokens[be]!.lemma !== "be") return undefined;
  const subject = tokens.slice(0, be);
  if (!subject.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) || !["NOUN", "PROPN"].includes(subject[subject.length - 1]!.pos))
    return undefined;
  if (subject.some(pointsElsewhere) || leansOnCount.test(subject[0]!.lower)) return undefined;
  const feeling = tokens[be + 1];
  if (
    !/^(?:angry|afraid|worried|upset|furious|pleased|glad|happy|sad|surprised|disappointed|concerned|annoyed|shocked|relieved|proud|ashamed|anxious|outraged)$/.test(
      feeling?.lower ?? "",
    ) ||
    tokens[be + 2]?.lower !== "that"
  )
    return undefined;
  const reason = tokens.slice(be + 3);
  // The reason is a clause of its own that names what it is about.
  if (reason.length < 3 || !reason.some((token) => token.pos === "VERB" || token.pos === "AUX") || !["DET", "NOUN", "PROPN", "ADJ"].includes(reason[0]!.pos))
    return undefined;
  if (reason.some((token) => token.value === ";" || pointsElsewhere(token))) return undefined;
  return { question: `Why ${tokens[be]!.lower} ${inside(subject)} ${feeling!.lower}?`, answer: capitalise(`${text(reason)}.`), kind: "why" };
}

/**
 * "<need>, or <what follows without it>." → "Why <need as a question>?", answered "Otherwise, …"
 * ("Buttons that show only an icon need a label, or the screen reader has nothing to announce." →
 * "Why do buttons that show only an icon need a label?"). Only for a need or an obligation, where
 * what follows is a clause with a subject of its own and neither side points elsewhere.
 */
function whyOtherwise(tokens: Token[]): Asked | undefined {
  const or = tokens.findIndex((token, index) => token.lower === "or" && tokens[index - 1]?.value === "," && index > 3);
  if (or < 0) return undefined;
  const need = tokens.slice(0, or - 1);
  const follows = tokens.slice(or + 1);
  if (!need.some((token) => /^(?:need|needs|must|should|have|has)$/.test(token.lower) && (token.pos === "VERB" || token.pos === "AUX"))) return undefined;
  if (!["DET", "NOUN", "PROPN"].includes(follows[0]?.pos ?? "") || !follows.some((token) => token.pos === "VERB" || token.pos === "AUX")) return undefined;
  if (
    need.some((token) => pointsElsewhere(token) || token.value === ",") ||
    follows.some((token) => pointsElsewhere(token) && !/^(?:its|their)$/.test(token.lower))
  )
    return undefined;
  // (Not "have" as owning: "…has a spur, or…"; "have to" and "has to" are a need.)
  const have = need.find((token) => /^(?:have|has)$/.test(token.lower));
  if (have && need[need.indexOf(have) + 1]?.lower !== "to" && !need.some((token) => /^(?:need|needs|must|should)$/.test(token.lower))) return undefined;
  const form = questionForm(need);
  if (!form) return undefined;
  return { question: `Why ${form}?`, answer: `Otherwise, ${inside(follows)}.`, kind: "why" };
}

/**
 * "The four minarets at its corners lean…": a place after the subject's noun, of a thing "its" or
 * "their" points to outside the sentence, goes, and the subject names itself ("The four minarets
 * lean…"). Only a preposition, the possessive and a noun with adjectives at most, right before the verb.
 */
function withoutOwnersPlace(tokens: Token[]): Token[] {
  const verb = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const at = tokens.findIndex((token, index) => index > 0 && index < verb && token.pos === "ADP" && /^(?:its|their)$/.test(tokens[index + 1]?.lower ?? ""));
  if (at < 0 || tokens[at - 1]!.pos !== "NOUN") return tokens;
  const place = tokens.slice(at + 2, verb);
  if (place.length === 0 || place[place.length - 1]!.pos !== "NOUN" || !place.every((token) => token.pos === "NOUN" || token.pos === "ADJ")) return tokens;
  return [...tokens.slice(0, at), ...tokens.slice(verb)];
}

/**
 * "its" or "their" after the verb, before any other noun, that agrees with the subject's last noun
 * ("The stick was split along its length"): the subject's own, which points to no other sentence.
 */
const subjectsOwn = (tokens: Token[], index: number) => {
  const verb = tokens.findIndex(finite);
  const [head, token] = [tokens[verb - 1], tokens[index]!];
  if (verb < 1 || index <= verb || head?.pos !== "NOUN" || !/^(?:its|their)$/.test(token.lower)) return false;
  if (tokens.slice(verb + 1, index).some((between) => between.pos === "NOUN" || between.pos === "PROPN")) return false;
  return (token.lower === "their") === pluralNoun(head);
};

/**
 * "<doing>, so that <purpose>." → "Why <doing as a question>?", answered "So that <purpose>." ("Car
 * makers … campaigned in the 1920s to make jaywalking a crime, so that streets would belong to
 * cars." → "Why did car makers … campaign in the 1920s to make jaywalking a crime?"). Only where the
 * doing names everything itself and the purpose is a clause with a verb.
 */
function whySoThat(tokens: Token[], at: number): Asked | undefined {
  // ("On remote rock lighthouses, keepers worked in teams of three so that one could always be on
  // watch" → "Why did keepers work in teams of three on remote rock lighthouses?": an opening
  // setting goes to the question's end.)
  const { setting, rest } = openingSetting(tokens);
  if (setting.length > 0) {
    const asked = whySoThat(rest, at - (tokens.length - rest.length));
    return asked && { ...asked, question: asked.question.replace(/\?$/, `${atTheEnd(setting)}?`) };
  }
  let doing = withoutOwnersPlace(trimEnd(tokens.slice(0, tokens[at - 1]?.value === "," ? at - 1 : at)));
  // ("Sunset clauses are often added to emergency measures, such as new surveillance powers, so
  // that…": examples after "such as" go.)
  const examples = doing.findIndex((token, index) => token.value === "," && doing[index + 1]?.lower === "such" && doing[index + 2]?.lower === "as");
  if (examples > 2 && !doing.slice(examples).some(finite)) doing = doing.slice(0, examples);
  const purpose = tokens.slice(at + 2);
  if (doing.length < 3 || purpose.length < 3 || !purpose.some((token) => token.pos === "VERB" || token.pos === "AUX")) return undefined;
  // (The subject's own "its" or "their" points nowhere else: "The stick was split along its length, so that…".)
  const others = doing.filter((_token, index) => !subjectsOwn(doing, index));
  if (others.some(pointsElsewhere) || leansOutside(others) || !["NOUN", "PROPN", "DET", "ADJ"].includes(doing[0]!.pos)) return undefined;
  if (doing.some((token) => /^(?:because|so|if|when|although|while)$/.test(token.lower))) return undefined;
  // ("Retronyms show how the plain word comes to mean the new thing, so that the old thing needs…":
  // after a clause that asks how, what or why, "so that" is what follows from it, not a purpose.)
  if (doing.some((token, index) => index > 0 && /^(?:how|what|why|whether)$/.test(token.lower))) return undefined;
  // (Not a list, whose last part alone the purpose may serve: "…peck to find insects…, to dig out
  // nest holes and to drum on wood so that…"; nor what a thing is, "A backup is a copy of data kept
  // so that…"; nor the way a thing is made, "The process is designed so that…".)
  if (doing.some((token) => token.value === ",")) return undefined;
  // (Nor "-ing" doings joined by "and": "Typical examples are raising tariffs on imports and
  // deliberately weakening the national currency so that exports become cheaper abroad".)
  const gerund = (token: Token | undefined) => token?.pos === "VERB" && /\p{Ll}ing$/u.test(token.lower);
  if (
    doing.some(
      (token, index) =>
        token.lower === "and" && gerund(doing.slice(index + 1).find((word) => word.pos !== "ADV")) && doing.slice(0, index).some((word) => gerund(word)),
    )
  )
    return undefined;
  const be = doing.findIndex((token) => token.pos === "AUX" && token.lemma === "be");
  if (be > 0 && doing.slice(be + 1).find((token) => token.pos !== "ADV")?.pos !== "VERB") return undefined;
  if (/^(?:designed|arranged|shaped|positioned|angled|organised|organized|worded|laid|built|made)$/.test(doing[doing.length - 1]!.lower)) return undefined;
  // ("Families set out in spring so that they could cross…": a purpose in the past, "could", puts a
  // verb whose past is its base there too; "The minarets lean outwards so that they would fall…" stays.)
  const verb = doing.find((token) => token.pos === "VERB");
  // ("The most common form links letters or numbers to colours, so that the letter A might always
  // appear red": after a doing in the present, "might" tells what may follow, an example, not an
  // aim; "He fled so that he might live" is one.)
  if (verb !== undefined && !inPast(verb) && purpose.some((token) => token.lower === "might")) return undefined;
  const form = questionForm(doing, verb !== undefined && samePast.test(verb.lower) && purpose.some((token) => /^(?:could|would|might)$/.test(token.lower)));
  if (!form) return undefined;
  return { question: `Why ${form}?`, answer: `So that ${text(purpose).replace(/[.!]+$/, "")}.`, kind: "why" };
}

/**
 * An effect that leans on words outside it ("…, so few plants grow there"): a pointing word not its
 * subject's own (`own`), "there", "that", "one", or a quantity for a subject ("…, so many use…").
 */
const leansOutside = (effect: Token[], own = /^$/) => {
  // "…, so many use security tags", "…, many species cannot survive…", "…, so each had to carry…",
  // "…, so each always shows the other…": a quantity standing for what the cause named, alone (past
  // an adverb) or with a word that only sorts it.
  const next = effect.slice(1).find((token) => token.pos !== "ADV");
  // (A "that" that opens a relative clause after its noun points nowhere: "…wear costumes that hide…".)
  const relative = (index: number) => effect[index - 1]?.pos === "NOUN" && ["VERB", "AUX"].includes(effect[index + 1]?.pos ?? "");
  return (
    effect.some(
      (token, index) =>
        (pointsElsewhere(token) && !own.test(token.lower)) || /^(?:there|one)$/.test(token.lower) || (token.lower === "that" && !relative(index)),
    ) ||
    (effect[0]?.lower === "each" && ["VERB", "AUX"].includes(next?.pos ?? "")) ||
    // ("…, none is starved of processor time": "none", "neither" or "either" likewise.)
    (/^(?:many|most|some|several|few|others|both|all|none|neither|either)$/.test(effect[0]?.lower ?? "") &&
      (["VERB", "AUX"].includes(next?.pos ?? "") || /^(?:species|kinds|types|sorts|varieties|forms|members)$/.test(effect[1]?.lower ?? "")))
  );
};

/** A subject whose last word (past any adverb) is a plural noun, whose "they" a purpose may use. */
const endsInPlural = (subject: Token[]) => {
  const head = subject.findLast((token) => token.pos !== "ADV");
  return head?.pos === "NOUN" && head.lower !== head.lemma;
};

/** Verbs whose "to …" after the object says what for ("Ships use sonar to measure…"). */
// (Not "add", "send" or "carry", whose "to" is more often where: "adds behaviour to web pages".)
const purposeVerbs =
  /^(?:use|need|build|wear|employ|spend|raise|keep|grow|store|set|introduce|create|develop|design|launch|impose|hunt|catch|collect|send|fly|migrate|travel|swim|sail|seal|coat|wrap)$/;

/**
 * Verbs of going or taking somewhere, whose "to …" after the place says what for ("led a crowd to
 * Parliament to present…"); those that go anywhere for a purpose are `purposeVerbs` already.
 */
const goingVerbs = /^(?:lead|take|bring|march|go|come|ride|drive|walk|row|return|move|carry)$/;

/** Verbs whose "to …" can only say what a doing is for ("…to avoid damage"). */
const purposeOnly = /^(?:avoid|prevent|protect|escape|attract|deter|conserve|save|prove|treat|cure|relieve)$/;

/** Verbs whose object a "to …" completes ("advise patients to avoid…", "paid farmers to plant…"). */
const objectAndInfinitive =
  /^(?:advise|tell|ask|order|allow|force|help|encourage|warn|want|expect|teach|persuade|urge|remind|require|invite|let|cause|enable|get|pay|train|lead|need)$/;

/** Participles whose passive's "to …" says what for ("was introduced in 2018 to cut heavy drinking"). */
const purposeParticiples =
  /^(?:introduced|built|designed|created|made|passed|founded|developed|invented|launched|opened|written|chosen|planted|added|included|mixed|applied|kept|placed|sent|given|set|imposed|used|tilted|angled|coated|plated|painted|treated|fitted|brought|released|imported)$/;

/**
 * "In Scotland, a minimum price for each unit of alcohol was introduced in 2018 to cut heavy
 * drinking." → "Why was a minimum price for each unit of alcohol introduced in 2018 in Scotland?",
 * answered "To cut heavy drinking." A passive of making or doing whose "to …" ends the sentence; an
 * opening phrase of place or time goes to the question's end.
 */
function whyPassivePurpose(all: Token[]): Asked | undefined {
  const { setting, rest: tokens } = openingSetting(all);
  // ("The Bounty had been sent to Tahiti to…": a perfect passive too, asked "Why had … been sent…?".)
  const be = tokens.findIndex(
    (token, index) =>
      index > 0 && (/^(?:is|are|was|were)$/.test(token.lower) || (/^(?:has|have|had)$/.test(token.lower) && tokens[index + 1]?.lower === "been")),
  );
  const perfect = tokens[be + 1]?.lower === "been" && /^(?:has|have|had)$/.test(tokens[be]?.lower ?? "");
  let at = be + (perfect ? 2 : 1);
  while (tokens[at]?.pos === "ADV") at += 1;
  // ("…is often silver-plated to…": the participle ends a hyphenated word.)
  const hyphened = tokens[at + 1] !== undefined && inWord(tokens[at + 1]!) && /^\p{Ll}+ed$/u.test(tokens[at + 2]?.value ?? "");
  const first = tokens[at];
  if (hyphened) at += 2;
  const participle = tokens[at];
  if (be < 1 || participle === undefined || (participle.pos !== "VERB" && !hyphened) || !purposeParticiples.test(participle.lower)) return undefined;
  // ("…is used to …" is the purpose question's own.)
  if (participle.lower === "used") return undefined;
  // The first "to" and its verb with only phrases of place or time before it; after "added", "sent" or
  // "given", a "to" right after them is where ("Fluoride is added to water in some countries to protect teeth").
  // (An "-ing" word before a noun describes it: "…added to swimming pools to kill…".)
  const valid = (between: Token[]) =>
    between.every(
      (token, index) =>
        ["ADP", "DET", "NOUN", "PROPN", "NUM", "ADJ"].includes(token.pos) ||
        (index === 0 && token.lower === "to") ||
        (/ing$/.test(token.lower) && between[index + 1]?.pos === "NOUN") ||
        // (A list of places: "…added to ice cream, chocolate and salad dressings to give…".)
        ((token.value === "," || /^(?:and|or)$/.test(token.lower)) && ["NOUN", "ADJ"].includes(between[index + 1]?.pos ?? "")) ||
        // (A place and the country it is in: "…brought to Queensland, Australia, from Hawaii…".)
        (token.value === "," && between[index - 1]?.pos === "PROPN" && ["PROPN", "ADP"].includes(between[index + 1]?.pos ?? "")),
    ) &&
    (between.length === 0 || between[0]!.pos === "ADP" || between[0]!.lower === "to");
  const to = tokens.findIndex(
    (token, index) =>
      index > at &&
      token.lower === "to" &&
      tokens[index + 1]?.pos === "VERB" &&
      !(index === at + 1 && /^(?:added|sent|given)$/.test(participle.lower)) &&
      valid(tokens.slice(at + 1, index)),
  );
  if (to < 0) return undefined;
  const between = tokens.slice(at + 1, to);
  const subject = tokens.slice(0, be);
  if (!plainSubject(subject)) return undefined;
  if (subject.some(pointsElsewhere) || /^(?:some|many|most|few|others|each)$/.test(subject[0]!.lower)) return undefined;
  let purpose = tokens.slice(to);
  // ("…to collect breadfruit plants, which the government hoped would be…": a "which" clause after
  // the purpose says more of its object; the answer ends before it.)
  const which = purpose.findIndex((token, index) => token.value === "," && /^(?:which|who)$/.test(purpose[index + 1]?.lower ?? ""));
  if (which > 0) purpose = purpose.slice(0, which);
  // ("…to make it look attractive": an "it" right after the purpose's verb is the subject, in its number.)
  const plural = pluralNoun(subject[subject.length - 1]!);
  // (A "them" after a relative clause's verb is what the question names where it is added: "…added to
  // foods and shampoos to trap metal ions that would otherwise spoil them".)
  const namedPlaces = between.some((token) => token.pos === "NOUN" && pluralNoun(token));
  const own = (token: Token, index: number) =>
    /^(?:its|their)$/.test(token.lower) ||
    (index === 2 && (plural ? token.lower === "them" : token.lower === "it")) ||
    (namedPlaces && token.lower === "them" && index === purpose.length - 1 && purpose.slice(0, index).some((each) => /^(?:that|which)$/.test(each.lower)));
  if (purpose.length < 3 || purpose.some((token, index) => token.value === "," || (pointsElsewhere(token) && !own(token, index)))) return undefined;
  const named = inside(subject);
  const adverbs = tokens.slice(be + (perfect ? 2 : 1), hyphened ? at - 2 : at);
  const done = hyphened ? `${first!.lower}-${participle.lower}` : participle.lower;
  const words = [tokens[be]!.lower, named, perfect ? "been" : "", text(adverbs), done, text(between)].filter(Boolean).join(" ");
  return { question: `Why ${words}${atTheEnd(setting)}?`, answer: capitalise(`${text(purpose)}.`), kind: "why" };
}

/**
 * "Workers cut limestone blocks in nearby quarries and moved them on sledges, pouring water on the
 * sand to reduce friction." → "Why did workers pour water on the sand?", answered "To reduce
 * friction." A doing in "-ing" after the comma, with its object and a "to …" that ends the sentence,
 * done by the subject of the clause before, a noun phrase that names itself.
 */
function whyWhileDoing(tokens: Token[]): Asked | undefined {
  const comma = tokens.findIndex(
    (token, index) => token.value === "," && tokens[index + 1]?.pos === "VERB" && /^\p{Ll}{2,}ing$/u.test(tokens[index + 1]!.value),
  );
  if (comma < 2) return undefined;
  const doing = tokens[comma + 1]!;
  const to = tokens.findIndex((token, index) => index > comma + 2 && token.lower === "to" && tokens[index + 1]?.pos === "VERB");
  if (to < 0) return undefined;
  const object = tokens.slice(comma + 2, to);
  if (!object.some((token) => token.pos === "NOUN") || !object.every((token) => ["DET", "ADJ", "NOUN", "PROPN", "NUM", "ADP"].includes(token.pos)))
    return undefined;
  const purpose = tokens.slice(to);
  if (purpose.length < 2 || purpose.some((token) => pointsElsewhere(token) || token.value === "," || token.pos === "SCONJ")) return undefined;
  // ("…, using electricity to do the work": doing the work is what any means is for, and says no purpose.)
  if (/^to do (?:the |this |that |its |their )?(?:work|job|it|this|that|so)$/i.test(text(purpose))) return undefined;
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const verb = tokens[verbAt];
  const subject = tokens.slice(0, verbAt);
  if (verb?.pos !== "VERB" || verbAt > comma || subject.length > 5 || !["NOUN", "PROPN"].includes(subject[subject.length - 1]?.pos ?? "")) return undefined;
  if (!subject.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) || leansOnCount.test(subject[0]!.lower)) return undefined;
  // ("Other economists took the curve to mean that governments could choose…, accepting more
  // inflation to keep unemployment down": after a clause of its own, the doing is that clause's
  // subject's, not the sentence's.)
  if (tokens.slice(verbAt + 1, comma).some((token) => token.pos === "SCONJ" || /^(?:that|which|who)$/.test(token.lower))) return undefined;
  // (The clause's tense from any of its verbs: "cut" may be either, "moved" is past.)
  const past = tokens.slice(verbAt, comma).some((token) => token.pos === "VERB" && inPast(token));
  const head = subject[subject.length - 1]!;
  const plural = pluralNoun(head) || (head.pos === "PROPN" && /[^s]s$/.test(head.lower));
  const does = doFor(past, plural);
  return { question: `Why ${does} ${inside(subject)} ${doing.lemma} ${text(object)}?`, answer: capitalise(`${text(purpose)}.`), kind: "why" };
}

/**
 * "The Pyramids of Giza were built as tombs for the kings of ancient Egypt." → "What were the
 * Pyramids of Giza built as?", answered "Tombs for the kings of ancient Egypt." A passive of making
 * and "as" with a noun phrase that ends the sentence; a subject that names itself.
 */
function builtAs(tokens: Token[]): Asked | undefined {
  const be = tokens.findIndex((token, index) => index > 0 && /^(?:is|are|was|were)$/.test(token.lower));
  let at = be + 1;
  while (tokens[at]?.pos === "ADV") at += 1;
  const participle = tokens[at];
  if (be < 1 || participle?.pos !== "VERB" || !/^(?:built|designed|founded|created|intended|planned|made|written)$/.test(participle.lower)) return undefined;
  if (tokens[at + 1]?.lower !== "as") return undefined;
  const what = tokens.slice(at + 2);
  if (what.length < 2 || !what.some((token) => token.pos === "NOUN") || !["DET", "ADJ", "NOUN"].includes(what[0]!.pos)) return undefined;
  if (what.some((token) => ["VERB", "AUX", "PRON", "SCONJ", "PUNCT"].includes(token.pos) || pointsElsewhere(token))) return undefined;
  const subject = tokens.slice(0, be);
  if (!plainSubject(subject)) return undefined;
  if (leansOnCount.test(subject[0]!.lower)) return undefined;
  const words = [tokens[be]!.lower, inside(subject), text(tokens.slice(be + 1, at)), participle.lower].filter(Boolean).join(" ");
  return { question: `What ${words} as?`, answer: capitalise(`${text(what)}.`), kind: "why" };
}

/**
 * "<Subject> uses <object> to <purpose>." → "Why does <subject> use <object>?", answered "To
 * <purpose>." ("Ships use sonar to measure the depth of the sea…" → "Why do ships use sonar?").
 * Only for verbs that take a purpose, where the object is a noun phrase and not one that "to"
 * completes ("the right to vote", "the cheapest ways to prevent…").
 */
function whyPurpose(all: Token[]): Asked | undefined {
  // ("In the 17th century, scientists sometimes published…": an opening phrase of place or time goes to the question's end.)
  const { setting, rest: tokens } = openingSetting(all);
  const first = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  if (first >= 1 && tokens[first]!.lemma !== "be") {
    // ("Capybaras have slightly webbed feet and can stay submerged… to escape jaguars…": a second
    // doing of the subject's, after "and" and a modal, is asked with the subject alone.)
    const second = tokens.findIndex(
      (token, index) => index > first + 1 && token.lower === "and" && modalVerb.test(tokens[index + 1]?.lower ?? "") && tokens[index - 1]!.pos === "NOUN",
    );
    if (second > 0 && !tokens.slice(first, second).some((token) => token.value === "," || token.pos === "SCONJ" || token.pos === "CCONJ")) {
      const asked = whyPurpose([...tokens.slice(0, first), ...tokens.slice(second + 1)]);
      return asked && { ...asked, question: asked.question.replace(/\?$/, `${atTheEnd(setting)}?`) };
    }
  }
  // (A modal before the verb: "…can stay submerged for up to five minutes to escape…"; the verb after it is the doing.)
  const modalAt = first >= 1 && modalVerb.test(tokens[first]!.lower) ? first : -1;
  let verbAt = first;
  if (modalAt >= 0) {
    verbAt = modalAt + 1;
    while (tokens[verbAt]?.pos === "ADV") verbAt += 1;
  }
  const verb = tokens[verbAt];
  if (verb && verbAt >= 1 && /^(?:is|are|was|were)$/.test(verb.lower)) {
    const used = usedFor(tokens, verbAt);
    return used && { ...used, question: used.question.replace(/\?$/, `${atTheEnd(setting)}?`) };
  }
  if (!verb || verbAt < 1 || verb.pos !== "VERB") return undefined;
  // (Not "to soil to help…", where the tagger took a noun after "to" for a verb.)
  const to = tokens.findIndex(
    (token, index) => index > verbAt + 1 && token.lower === "to" && tokens[index + 1]?.pos === "VERB" && tokens[index + 2]?.lower !== "to",
  );
  if (to < 0) return undefined;
  // ("Turbines stop turning in very strong winds to avoid damage": a "to" of a verb that says only
  // what something is for follows any verb and its doing, though not one whose object the "to"
  // completes: "Doctors advise patients to avoid salt".)
  const only = purposeOnly.test(tokens[to + 1]!.lemma) && !objectAndInfinitive.test(verb.lemma);
  const object = tokens.slice(verbAt + 1, to);
  // ("Lord George Gordon led a crowd… to Parliament to present a petition…": after a doing of going
  // or taking and where to, the "to …" says what for.)
  const toPlace =
    goingVerbs.test(verb.lemma) &&
    object.some((token, index) => token.lower === "to" && index > 0 && ["PROPN", "NOUN", "DET"].includes(object[index + 1]?.pos ?? ""));
  if (!purposeVerbs.test(verb.lemma) && !only && !toPlace) return undefined;
  const last = object[object.length - 1]!;
  // (A list's commas stay in it: "…impose a general curfew during riots, wars or natural disasters to keep order…".)
  const listComma = (index: number) => listCommaAt(object, index);
  if (
    !["NOUN", "PROPN"].includes(last.pos) ||
    object.some(
      (token, index) => (token.pos === "VERB" && !(only && /ing$/.test(token.lower))) || token.pos === "AUX" || (token.value === "," && !listComma(index)),
    )
  )
    return undefined;
  if (/^(?:way|ways|right|rights|chance|time|ability|power|need|money|reason|means)$/.test(last.lower)) return undefined;
  const effect = tokens.slice(0, to);
  // ("…plants close their stomata to save water": a possessive after the verb is the subject's own.)
  const subjectOwns = (token: Token, index: number) =>
    index > verbAt && (endsInPlural(tokens.slice(0, first)) ? token.lower === "their" : token.lower === "its");
  if (effect.some((token, index) => pointsElsewhere(token) && !subjectOwns(token, index)) || !["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]?.pos ?? ""))
    return undefined;
  // The purpose ends where another clause begins ("…to produce her eggs, while males feed only on nectar").
  let purpose = tokens.slice(to);
  // (…or a "which" clause about the whole: "…to feed the growing larvae, which makes wasps useful…";
  // or examples of the object: "…need a starting point to form, such as a speck of dust", where a bare
  // "to form" is left, which says what the point is for, not why they need it.)
  // (A colon or a semicolon ends it too: "…use precipitation to test for ions: a chloride gives…".)
  const clause = purpose.findIndex(
    (token, index) =>
      token.value === ":" ||
      token.value === ";" ||
      (token.value === "," && (["CCONJ", "SCONJ"].includes(purpose[index + 1]?.pos ?? "") || /^(?:which|such)$/.test(purpose[index + 1]?.lower ?? ""))),
  );
  if (clause > 0) purpose = purpose.slice(0, clause);
  // ("…chewed willow bark to relieve pain for thousands of years before the compound was identified":
  // how long the doing went on, and what came after, are no part of what it was for.)
  const lasting = purpose.findIndex(
    (token, index) =>
      index > 2 &&
      token.lower === "for" &&
      /^(?:thousands|hundreds|millions|many|several|centuries|decades|years|generations|\d[\d,]*)$/.test(purpose[index + 1]?.lower ?? ""),
  );
  if (lasting > 0) purpose = purpose.slice(0, lasting);
  // (A possessive in the purpose is the subject's: "…to produce her eggs"; so is a "they" of a plural
  // subject, and an "it" after a thing the purpose names: "…to prove they had found something first
  // without revealing it".)
  const plural = endsInPlural(tokens.slice(0, first));
  const own = (token: Token, index: number) =>
    /^(?:its|their|her|his)$/.test(token.lower) ||
    (plural && /^(?:they|them)$/.test(token.lower)) ||
    (token.lower === "it" && purpose.slice(0, index).some((before) => before.pos === "NOUN" || /^(?:something|anything)$/.test(before.lower)));
  if (purpose.length < 3 || purpose.some((token, index) => pointsElsewhere(token) && !own(token, index))) return undefined;
  const form = questionForm(effect);
  if (!form) return undefined;
  return { question: `Why ${form}${atTheEnd(setting)}?`, answer: capitalise(`${text(purpose)}.`), kind: "why" };
}

/**
 * "<doing>, in the hope of <purpose>." → "Why <doing as a question>?", answered by the purpose
 * ("Many councils now set aside legal walls where artists may paint freely, in the hope of reducing
 * illegal graffiti elsewhere." → "Why do many councils now set aside legal walls where artists may
 * paint freely?"); likewise "in order to", "so as to", "in an effort to" and "for fear of". Only where the doing
 * names everything itself and the purpose points to nothing but the doer.
 */
function whyInTheHope(tokens: Token[]): Asked | undefined {
  const words = tokens.map((token) => token.lower);
  const at = words.findIndex(
    (word, index) =>
      index > 3 &&
      // ("…might hesitate to perform first aid for fear of being blamed": a fear is a reason, with or without a comma.)
      ((word === "for" && words[index + 1] === "fear" && words[index + 2] === "of" && tokens[index - 1]!.pos !== "ADP") ||
        (tokens[index - 1]!.value === "," &&
          ((word === "in" &&
            ((words[index + 1] === "the" && words[index + 2] === "hope" && words[index + 3] === "of") ||
              words.slice(index + 1, index + 3).join(" ") === "order to")) ||
            (word === "in" && words.slice(index + 1, index + 4).join(" ") === "an effort to") ||
            (word === "so" && words[index + 1] === "as" && words[index + 2] === "to")))),
  );
  if (at < 0) return undefined;
  const { setting, rest: effect } = openingSetting(tokens.slice(0, tokens[at - 1]!.value === "," ? at - 1 : at));
  const purpose = tokens.slice(at);
  const plural = endsInPlural(effect.slice(0, effect.findIndex(finite)));
  const own = (token: Token) => /^(?:its|their)$/.test(token.lower) || (plural && /^(?:they|them)$/.test(token.lower));
  if (
    effect.length < 3 ||
    !["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]?.pos ?? "") ||
    !effect.some((token) => token.pos === "VERB") ||
    effect.some(pointsElsewhere) ||
    effect.some((token) => token.value === ",") ||
    purpose.length < 4 ||
    purpose.some((token) => pointsElsewhere(token) && !own(token))
  )
    return undefined;
  const form = questionForm(effect);
  if (!form) return undefined;
  return { question: `Why ${form}${atTheEnd(setting)}?`, answer: capitalise(`${text(purpose)}.`), kind: "why" };
}

/**
 * "<cause>, which is why <effect>." → "Why <effect as a question>?", answered by the cause ("The jaw
 * muscles are often affected first, which is why tetanus is also known as lockjaw." → "Why is
 * tetanus also known as lockjaw?"). Only where the effect names everything itself and the cause is
 * a clause of its own that does not open with a pronoun.
 */
function whichIsWhy(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex(
    (token, index) => token.value === "," && tokens[index + 1]?.lower === "which" && tokens[index + 2]?.lower === "is" && tokens[index + 3]?.lower === "why",
  );
  if (at < 3) return undefined;
  const cause = tokens.slice(0, at);
  const effect = tokens.slice(at + 4);
  if (effect.length < 3 || leansOutside(effect) || pointsElsewhere(cause[0]!) || /^(?:there|this|these)$/.test(cause[0]!.lower)) return undefined;
  if (!["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]?.pos ?? "")) return undefined;
  if (!cause.some((token) => token.pos === "VERB" || token.pos === "AUX") || cause.some((token) => /^(?:because|so|if|when|although|which)$/.test(token.lower)))
    return undefined;
  // ("…, which is why people feel ill": people in general and a state of three words or fewer ask why
  // of everyone at any time, not of the case the sentence tells.)
  if (genericPeople.test(effect[0]!.lower) && effect.length <= 4) return undefined;
  const form = whyForm(effect);
  if (!form) return undefined;
  return { question: `Why ${form}?`, answer: capitalise(`${text(cause)}.`), kind: "why" };
}

/**
 * "<doing>, which helps <effect>." → "Why <doing as a question>?", answered "It helps <effect>." ("Each
 * species flashes in its own pattern, which helps males and females of the same species find each
 * other."; likewise "lets", "allows", "enables", "protects", "stops", and their past forms, with an
 * opening setting put at the question's end). Only where the doing names
 * everything itself and has no clause of its own before the comma.
 */
function whichHelps(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex(
    (token, index) =>
      token.value === "," &&
      tokens[index + 1]?.lower === "which" &&
      /^(?:helps|lets|allows|enables|protects|stops|prevents|keeps|limits|reduces|helped|let|allowed|enabled|protected|stopped|prevented|kept)$/.test(
        tokens[index + 2]?.lower ?? "",
      ),
  );
  // ("Woodlice eat rotting wood…, which helps to return nutrients to the soil": what an animal's or a
  // person's doing helps to do around it, with no one helped, is its effect, not what they do it
  // for; an organ's is its work: "The liver makes bile, which helps to digest fats".)
  if (at < 3) return undefined;
  const subject = tokens.slice(
    0,
    tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX"),
  );
  // (The subject's last noun: "Salt marshes also store…" has "also" after it; before a describing
  // participle and its preposition: "Control rods made of boron absorb…" is the rods'.)
  const described = subject.findIndex((token, index) => token.pos === "ADJ" && subject[index + 1]?.pos === "ADP" && subject[index - 1]?.pos === "NOUN");
  const head = [...subject.slice(0, described > 0 ? described : undefined)].reverse().find((token) => token.pos === "NOUN" || token.pos === "PROPN");
  const sort = head && nounSort(compoundSingular(head.lower) ?? head.lemma);
  // (Nor a natural place's or thing's: "Salt marshes also store carbon in their mud, which helps to
  // slow climate change" is not why they store it.)
  if (/^help(?:s|ed)$/.test(tokens[at + 2]!.lower) && tokens[at + 3]?.lower === "to" && /^(?:animal|person|group|place|object)$/.test(sort ?? ""))
    return undefined;
  // ("Healthy ants often carry infected nestmates far away from the colony, which limits the spread
  // of the disease": what an animal's habit limits or reduces is what it does it for; anything
  // else's is only its effect.)
  if (/^(?:limits|reduces)$/.test(tokens[at + 2]!.lower) && sort !== "animal") return undefined;
  // (Nor a substance's, whatever it does: "Water molecules cling to the surface of the pores, which
  // keeps the air around the gel dry" is not why they cling.)
  if (sort === "substance") return undefined;
  // (What a person's or a group's deed went on to allow is its effect, not their purpose: "James
  // Hargreaves invented the spinning jenny around 1764, which allowed one worker to spin…"; a thing's
  // may be its work: "…windmills pumped water out of low-lying land, which allowed farmers…".)
  const past = /^(?:helped|let|allowed|enabled|protected|stopped|prevented|kept)$/.test(tokens[at + 2]!.lower);
  if (past && (/^(?:person|group)$/.test(sort ?? "") || head?.pos === "PROPN")) return undefined;
  // ("In the Netherlands, thousands of windmills pumped water…, which allowed…": an opening setting goes to the question's end.)
  const { setting, rest: doing } = openingSetting(tokens.slice(0, at));
  // ("Soap lowers the surface tension of water, which lets the film stretch": what a thing's raising
  // or lowering of something lets happen is its effect, not what it does it for; a person's, a
  // group's or an animal's may have a purpose, and what a tariff's rise in prices protects may be one.)
  const changes = doing.find((token) => token.pos === "VERB");
  if (
    /^(?:lower|raise|increase|reduce|decrease|lessen|weaken|strengthen)$/.test(changes?.lemma ?? "") &&
    /^(?:lets|allows|enables|let|allowed|enabled)$/.test(tokens[at + 2]!.lower) &&
    !/^(?:person|group|animal)$/.test(sort ?? "")
  )
    return undefined;
  // ("A common example is a right of way, which lets the owner…": what a thing is has no purpose;
  // the "which" is the right of way's.)
  const first = doing.find((token) => token.pos === "VERB" || token.pos === "AUX");
  if (first?.lemma === "be" && doing[doing.indexOf(first) + 1]?.pos !== "VERB") return undefined;
  // ("Cognates often look or sound similar, which helps learners guess their meaning": how a thing
  // looks, sounds or seems is a state it is in, done for nothing.)
  if (doing.some((token) => /^(?:look|sound|seem|appear|feel|become|remain|stay)$/.test(token.lemma) && token.pos === "VERB") && doing.at(-1)?.pos === "ADJ")
    return undefined;
  // ("The dispute dragged on until the Concordat of Worms in 1122, which let the Church choose…": a
  // doing that ends on a name, with its year, has the "which" of the name, not of the doing.)
  let last = doing.length - 1;
  if (doing[last]?.pos === "NUM" && doing[last - 1]?.pos === "ADP") last -= 2;
  if (doing[last]?.pos === "PROPN") return undefined;
  const result = tokens.slice(at + 2);
  if (result.length < 3 || doing.some((token) => token.value === "," || token.pos === "SCONJ" || /^(?:which|that|who)$/.test(token.lower))) return undefined;
  if (leansOutside(doing, /^(?:its|their)$/) || !["NOUN", "PROPN", "DET", "ADJ"].includes(doing[0]?.pos ?? "")) return undefined;
  if (result.some((token) => pointsElsewhere(token) && !/^(?:its|their)$/.test(token.lower))) return undefined;
  const form = questionForm(doing);
  if (!form) return undefined;
  return { question: `Why ${form}${atTheEnd(setting)}?`, answer: `It ${text(result)}.`, kind: "why" };
}

/** The comma that closes an opening "To" and its verb ("To make a claim, …"), two to eight words on. */
function openingTo(tokens: Token[]): number | undefined {
  if (tokens[0]?.lower !== "to" || tokens[1]?.pos !== "VERB") return undefined;
  const comma = tokens.findIndex((token) => token.value === ",");
  // ("To germinate, a seed must…": a verb without an object too.)
  return comma < 2 || comma > 9 ? undefined : comma;
}

/**
 * "To reduce friction, workers poured water on the sand." → "Why did workers pour water on the
 * sand?", answered "To reduce friction." An opening "To" and a verb with its object, up to a comma,
 * then a clause whose subject names itself. (Not what one needs, uses or requires for it, which
 * `neededFor` asks.)
 */
function whyOpeningPurpose(tokens: Token[]): Asked | undefined {
  const comma = openingTo(tokens);
  if (comma === undefined) return undefined;
  const purpose = tokens.slice(0, comma);
  let clause = tokens.slice(comma + 1);
  // ("To germinate, a seed must be infected by a particular fungus, which supplies it with sugars":
  // what the "which" says of the last noun goes.)
  const which = clause.findIndex((token, index) => token.value === "," && /^(?:which|who)$/.test(clause[index + 1]?.lower ?? ""));
  if (which > 0 && clause[which - 1]!.pos === "NOUN") clause = clause.slice(0, which);
  // ("To grow, a lobster must shed its whole shell, a process called moulting": the name the doing
  // is given goes too.)
  const naming = clause.findIndex(
    (token, index) => token.value === "," && /^(?:a|an|the)$/.test(clause[index + 1]?.lower ?? "") && /^(?:called|known)$/.test(clause[index + 3]?.lower ?? ""),
  );
  if (naming > 0 && clause[naming - 1]!.pos === "NOUN") clause = clause.slice(0, naming);
  const verbAt = clause.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const verb = clause[verbAt];
  if (verb === undefined || verbAt < 1 || /^(?:need|use|require)$/.test(verb.lemma)) return undefined;
  const subject = clause.slice(0, verbAt).filter((token) => token.pos !== "ADV");
  if (!plainSubject(subject) || leansOnCount.test(subject[0]!.lower) || !["DET", "NOUN", "PROPN", "ADJ"].includes(subject[0]!.pos)) return undefined;
  // (A possessive after the subject is the subject's own: "…a lobster must shed its whole shell".)
  const own = (token: Token) => /^(?:its|their)$/.test(token.lower) && clause.indexOf(token) > verbAt;
  if (
    [...purpose, ...clause].some((token) => (pointsElsewhere(token) && !own(token)) || (token.pos === "SCONJ" && token !== purpose[0])) ||
    clause.some((token) => token.value === ",")
  )
    return undefined;
  if (purpose.slice(2).some((token) => ["VERB", "AUX"].includes(token.pos))) return undefined;
  // ("…, every bit is flipped and then 1 is added to the result": a second clause with a subject and
  // a helping verb of its own makes no one question.)
  const and = clause.findIndex((token, index) => index > verbAt && token.lower === "and");
  if (and > 0 && clause.slice(and + 1).some((token) => token.pos === "AUX")) return undefined;
  const form = questionForm(clause);
  if (!form) return undefined;
  return { question: `Why ${form}?`, answer: capitalise(`${text(purpose)}.`), kind: "why" };
}

/**
 * "<Subject> is used to <purpose>." → "What is <subject> used for?", answered "To <purpose>."
 * ("Fingerspelling is used to spell out names letter by letter.", "Parachutes are also used to
 * slow down spacecraft…"). Only where the subject is a noun phrase that names its thing itself
 * and the purpose points to nothing outside it.
 */
function usedFor(tokens: Token[], beAt: number): Asked | undefined {
  let used = beAt + 1;
  while (tokens[used]?.pos === "ADV") used += 1;
  // ("…is used mainly to signal mood…": an adverb after "used" goes before it in the question.)
  let to = used + 1;
  while (tokens[to]?.pos === "ADV") to += 1;
  // ("Vitamin K is needed to make several clotting proteins." → "What is vitamin K needed for?": so is "needed".)
  if (!/^(?:used|needed)$/.test(tokens[used]?.lower ?? "") || tokens[to]?.lower !== "to" || tokens[to + 1]?.pos !== "VERB") return undefined;
  const subject = tokens.slice(0, beAt);
  if (!["NOUN", "PROPN", "DET", "ADJ"].includes(subject[0]?.pos ?? "") || !["NOUN", "PROPN"].includes(subject[subject.length - 1]!.pos)) return undefined;
  if (
    subject.some(
      (token) =>
        pointsElsewhere(token) ||
        !["NOUN", "PROPN", "DET", "ADJ", "ADP", "NUM"].includes(token.pos) ||
        /^(?:some|many|most|few|other|others)$/.test(token.lower),
    )
  )
    return undefined;
  if (namedElsewhere(subject)) return undefined;
  // The purpose ends where another clause or a contrast begins ("…to control body temperature, not only to hide").
  let purpose = tokens.slice(to);
  // (…or where "and" goes on with the subject's own second verb: "…is needed to identify the noun
  // and is not separated by commas".)
  const end = purpose.findIndex(
    (token, index) =>
      (token.value === "," && (["CCONJ", "SCONJ"].includes(purpose[index + 1]?.pos ?? "") || purpose[index + 1]?.lower === "not")) ||
      (/^(?:and|but)$/.test(token.lower) && purpose[index + 1]?.pos === "AUX"),
  );
  if (end > 0) purpose = purpose.slice(0, end);
  if (purpose.length < 3 || purpose.some((token) => pointsElsewhere(token) && !/^(?:its|their)$/.test(token.lower))) return undefined;
  const named = inside(subject);
  const adverbs = text([...tokens.slice(beAt + 1, used), ...tokens.slice(used + 1, to)]);
  return {
    question: `What ${tokens[beAt]!.lower} ${named}${adverbs ? ` ${adverbs}` : ""} ${tokens[used]!.lower} for?`,
    answer: capitalise(`${text(purpose)}.`),
    kind: "why",
  };
}

/**
 * "Because <cause>, <effect>." → "Why <effect as a question>?", answered by the cause ("Because their
 * skin absorbs chemicals easily, frogs are sensitive to pollution." → "Why are frogs sensitive to
 * pollution?"). Only where the effect names everything itself ("…, their numbers recover…" points
 * back into the cause).
 */
function whyBecause(tokens: Token[]): Asked | undefined {
  // (The cause ends at the comma before the effect's subject, past any phrase of its own: "Because
  // they eat almost anything, from seeds to dead animals, crows do well…".)
  const commaAt = (token: Token, index: number) => token.value === "," && index > 0;
  let comma = tokens.findIndex(commaAt);
  while (comma > 0 && tokens[comma + 1]?.pos === "ADP" && tokens.slice(comma + 1).some((token, index) => commaAt(token, index + comma + 1)))
    comma = tokens.findIndex((token, index) => index > comma && commaAt(token, index));
  if (comma < 4) return undefined;
  const cause = tokens.slice(1, comma);
  let effect = tokens.slice(comma + 1);
  // ("…, it drops the mud it was carrying, and wide mudflats form along the banks": the question asks
  // about the first effect; a second with a subject of its own would make it ungrammatical;
  // so after "Because of": "…, a defendant does not have to give evidence, and silence alone…".)
  const second = effect.findIndex(
    (token, index) =>
      index > 2 &&
      token.value === "," &&
      effect[index + 1]?.lower === "and" &&
      (["DET", "ADJ", "NOUN", "PROPN"].includes(effect[index + 2]?.pos ?? "") ||
        // (or a phrase of its own before its subject: "…, and in Finland many roads run along their tops")
        (effect[index + 2]?.pos === "ADP" && effect.slice(index + 3).some(finite))),
  );
  if (second > 0) effect = effect.slice(0, second);
  // "Because of the noise, supersonic flights over land are banned…": a noun phrase for the cause,
  // answered "Because of …", where the effect is a doing, not what a thing is.
  if (cause[0]?.lower === "of") {
    const noun = cause.slice(1);
    if (
      noun.length < 2 ||
      noun.length > 5 ||
      !noun.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) ||
      noun[noun.length - 1]!.pos !== "NOUN" ||
      noun.some(pointsElsewhere) ||
      leansOutside(effect) ||
      !["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]?.pos ?? "")
    )
      return undefined;
    const be = effect.findIndex((token) => /^(?:is|are|was|were)$/.test(token.lower));
    if (be >= 0 && effect.slice(be + 1).find((token) => token.pos !== "ADV")?.pos !== "VERB") return undefined;
    const form = questionForm(effect);
    return form ? { question: `Why ${form}?`, answer: `Because ${text(cause)}.`, kind: "why" } : undefined;
  }
  // ("Because the screen reacts to…, it does not respond to…": "it" is the screen.)
  let own = /^$/;
  if (/^(?:it|they)$/.test(effect[0]?.lower ?? "")) {
    const named = namedByCause(cause, effect);
    if (!named) return undefined;
    ({ own, effect } = named);
  }
  // ("…, the kakapo evolved to freeze and rely on its green camouflage when threatened": a possessive
  // after the effect's own subject, in its number, is that subject's.)
  const effectVerb = effect.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const effectHead = effect[effectVerb - 1];
  if (own.source === "^$" && effectVerb > 0 && ["DET", "NOUN", "PROPN"].includes(effect[0]!.pos) && ["NOUN", "PROPN"].includes(effectHead?.pos ?? ""))
    own = pluralNoun(effectHead!) ? /^their$/ : /^its$/;
  // ("…, an attacker would need a separate table for each user, which makes the attack impractical":
  // what a "which" after a comma says of the whole effect goes.)
  const which = effect.findIndex((token, index) => index > 2 && token.value === "," && effect[index + 1]?.lower === "which");
  if (which > 0) effect = effect.slice(0, which);
  if (effect.length < 3 || leansOutside(effect, own)) return undefined;
  // ("…, we see the flash before we hear the thunder": "we" and "you" are anyone, and point nowhere.)
  const anyone = /^(?:we|you)$/.test(effect[0]?.lower ?? "");
  if ((!["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]?.pos ?? "") && !anyone) || !cause.some((token) => token.pos === "VERB" || token.pos === "AUX"))
    return undefined;
  const form = whyForm(effect);
  if (!form) return undefined;
  return { question: `Why ${form}?`, answer: capitalise(`${text(cause)}.`), kind: "why" };
}

/**
 * An effect opening with "it" or "they" that is the cause's subject, named: where that subject opens
 * the cause and agrees in number (`own`: the effect's later pronouns that are the subject too).
 */
function namedByCause(cause: Token[], effect: Token[]): { effect: Token[]; own: RegExp } | undefined {
  let verbAt = cause.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  let subject = cause.slice(0, verbAt);
  // ("The calcium and magnesium ions that make water hard stick to the resin…, so they take the place
  // of…": a subject with a "that" clause of its own is the words before it, and the sentence's verb
  // the one after that clause's verb and its object.)
  if (verbAt > 1 && /^(?:that|which|who)$/.test(cause[verbAt - 1]!.lower) && cause[verbAt - 2]!.pos === "NOUN") {
    subject = cause.slice(0, verbAt - 1);
    verbAt = cause.findIndex((token, index) => index > verbAt + 1 && (token.pos === "VERB" || token.pos === "AUX"));
    if (verbAt < 0 || cause.slice(subject.length + 2, verbAt).some((token) => !["DET", "ADJ", "NOUN", "PROPN", "ADV"].includes(token.pos))) return undefined;
  }
  // ("A chameleon's eyes can move separately, so it can look…": "it" is the one whose eyes they are, where the owner agrees and the owned does not.)
  const owner = subject.findIndex((token) => token.pos === "PART" && /^['’]s$/.test(token.value));
  if (owner > 0) {
    const [whose, owned] = [subject[owner - 1]!, subject[subject.length - 1]!];
    if (pluralNoun(whose) === pluralNoun(owned) || pluralNoun(whose) !== (effect[0]!.lower === "they")) return undefined;
    subject = subject.slice(0, owner);
  }
  const head = subject[subject.length - 1];
  const plural = head !== undefined && pluralNoun(head);
  const named = verbAt >= 1 ? nameAfter(cause, verbAt) : undefined;
  if (
    verbAt < 1 ||
    !["NOUN", "PROPN"].includes(head?.pos ?? "") ||
    // ("Cold, salty water is denser, so it sinks…": a comma between two adjectives.)
    // ("The calcium and magnesium ions…": or "and" between two of its words.)
    !subject.every(
      (token, index) =>
        ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos) ||
        (token.value === "," && subject[index - 1]?.pos === "ADJ" && subject[index + 1]?.pos === "ADJ") ||
        (token.lower === "and" && index > 0 && ["NOUN", "ADJ"].includes(subject[index - 1]!.pos) && ["NOUN", "ADJ"].includes(subject[index + 1]?.pos ?? "")),
    ) ||
    // ("Each page has two columns…, so it is also called the 42-line Bible": "it" is the Bible; but
    // "Each emoji is a character…, so it can be sent…": what each one is, "it" is.)
    (/^(?:each|every)$/.test(subject[0]!.lower) && !(cause[verbAt]!.lemma === "be" && /^(?:an?)$/.test(cause[verbAt + 1]?.lower ?? ""))) ||
    // ("The weak point is the master password, so it should be long…": after "is the …", "it" may
    // as well be the one named second.)
    (cause[verbAt]!.lemma === "be" && /^(?:the|its|their)$/.test(cause[verbAt + 1]?.lower ?? "")) ||
    plural !== (effect[0]!.lower === "they") ||
    // ("A snapshot saves a virtual machine's whole state, so it can be restored later": what is
    // done to "it" may as well be done to the cause's object, where that agrees in number too.)
    // (Not what "it" is: "Each emoji is a character…, so it can be sent…".)
    (passiveEffect(effect) && cause[verbAt]!.lemma !== "be" && objectAgrees(cause, verbAt, plural)) ||
    // ("The war left Britain deeply in debt, so it raised taxes on its American colonies": a name right
    // after the cause's verb, of the same number, may as well be "it", and is here.)
    (cause[verbAt]!.lemma !== "be" && named !== undefined && pluralNoun(named) === plural) ||
    // ("The crust keeps the lava underneath hot, so it can travel…": after a verb that keeps or makes
    // its object so, "it" may as well be that object, where it agrees in number.)
    (/^(?:keep|make|leave|hold|render|get)$/.test(cause[verbAt]!.lemma) && objectInState(cause, verbAt, plural))
  )
    return undefined;
  return { own: plural ? /^(?:they|them|their)$/ : /^(?:it|its)$/, effect: [...subject, ...effect.slice(1)] };
}

/** "it can be restored", "they are washed": a pronoun, then (a modal and) a form of "be" and a participle. */
function passiveEffect(effect: Token[]): boolean {
  let at = 1;
  if (effect[at]?.pos === "AUX" && modalVerb.test(effect[at]!.lower)) at += 1;
  while (effect[at]?.pos === "ADV") at += 1;
  if (!/^(?:be|is|are|was|were)$/.test(effect[at]?.lower ?? "")) return false;
  at += 1;
  while (effect[at]?.pos === "ADV") at += 1;
  const participle = effect[at];
  return participle?.pos === "VERB" && (/ed$/.test(participle.lower) || irregularPast.has(participle.lower) || /en$/.test(participle.lower));
}

/** The name that is the cause's verb's object ("left Britain", "defeated the Spanish"), if any. */
function nameAfter(cause: Token[], verbAt: number): Token | undefined {
  let at = verbAt + 1;
  while (["ADV", "PART"].includes(cause[at]?.pos ?? "")) at += 1;
  if (cause[at]?.lower === "the") at += 1;
  return cause[at]?.pos === "PROPN" ? cause[at] : undefined;
}

/** The cause's verb has an object noun phrase (a possessor in it counts) of the number given. */
function objectAgrees(cause: Token[], verbAt: number, plural: boolean): boolean {
  let at = verbAt + 1;
  while (["AUX", "VERB", "ADV", "PART"].includes(cause[at]?.pos ?? "") && cause[at]!.value !== ",") at += 1;
  if (!["DET", "ADJ", "NOUN", "PROPN"].includes(cause[at]?.pos ?? "")) return false;
  const nouns: Token[] = [];
  while (["DET", "ADJ", "NOUN", "PROPN", "NUM", "PART"].includes(cause[at]?.pos ?? "")) {
    const token = cause[at]!;
    if ((token.pos === "NOUN" || token.pos === "PROPN") && !["NOUN", "PROPN"].includes(cause[at + 1]?.pos ?? "")) nouns.push(token);
    at += 1;
  }
  return nouns.some((noun) => pluralNoun(noun) === plural);
}

/** The object after the verb at `verbAt` agrees in number and a describing word follows it, a word of place between: "keeps the lava underneath hot". */
function objectInState(cause: Token[], verbAt: number, plural: boolean): boolean {
  let at = verbAt + 1;
  if (!["DET", "ADJ", "NOUN", "PROPN"].includes(cause[at]?.pos ?? "")) return false;
  while (
    ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(cause[at]?.pos ?? "") &&
    !(cause[at]!.pos === "ADJ" && !["NOUN", "PROPN", "ADJ"].includes(cause[at + 1]?.pos ?? ""))
  )
    at += 1;
  const noun = cause[at - 1];
  if (noun === undefined || !["NOUN", "PROPN"].includes(noun.pos) || pluralNoun(noun) !== plural) return false;
  while (["ADV", "ADP"].includes(cause[at]?.pos ?? "") && !["DET", "NOUN"].includes(cause[at + 1]?.pos ?? "")) at += 1;
  return cause[at]?.pos === "ADJ" && !["NOUN", "PROPN"].includes(cause[at + 1]?.pos ?? "");
}

/**
 * A clause's subject as it reads inside a sentence, where it is a plural noun phrase with no
 * article ("suggestions", "ladybirds" after "Most"), or undefined.
 */
function pluralSubject(clause: Token[]): Token[] | undefined {
  const verbAt = clause.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const quantity = /^(?:most|many|some)$/.test(clause[0]?.lower ?? "") ? 1 : 0;
  const words = clause.slice(quantity, verbAt);
  const head = words[words.length - 1];
  if (verbAt <= quantity || !head || head.pos !== "NOUN" || head.lower === head.lemma || !words.every((token) => ["ADJ", "NOUN"].includes(token.pos)))
    return undefined;
  return words.map((token, index) => (index === 0 ? { ...token, value: token.lower } : token));
}

/**
 * "<cause>, so <effect>." → "Why <effect as a question>?", answered by the cause ("Limescale makes
 * heating elements less efficient, so appliances use more energy." → "Why do appliances use more
 * energy?"). Only where the effect names everything itself ("…, so it can become hotter…" and
 * "…, so few plants grow there" point back into the cause) and the cause is a clause of its own.
 */
/** How many tokens open a sentence to tie it to another: "However", "But", "Yet", or "First,", "Second,", "Finally," and the like with their comma. */
function connectiveBefore(tokens: Token[]): number {
  if (/^(?:however|but|yet)$/.test(tokens[0]?.lower ?? "")) return tokens[1]?.value === "," ? 2 : 1;
  return /^(?:first|second|third|fourth|firstly|secondly|thirdly|finally|lastly|moreover|furthermore|besides|also|similarly|likewise)$/.test(
    tokens[0]?.lower ?? "",
  ) && tokens[1]?.value === ","
    ? 2
    : 0;
}

/** The clause opens with someone's saying or arguing "that…": "Critics point out that…", "Some economists argue that…". */
const reportsClaim = (clause: Token[]) => {
  const that = clause.findIndex((token) => token.lower === "that");
  return (
    that > 1 &&
    that < 6 &&
    clause
      .slice(0, that)
      .some((token) => token.pos === "VERB" && /^(?:point|argue|claim|say|note|suggest|insist|maintain|contend|warn|stress|observe)$/.test(token.lemma))
  );
};

function whySo(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex((token, index) => token.lower === "so" && tokens[index - 1]?.value === "," && index > 3);
  if (at < 0) return undefined;
  // ("However, suggestions can be…, so …": a connective that ties the cause to another sentence is no
  // part of it; nor is one that counts it among others, "Second, zinc is more reactive…".)
  const connective = connectiveBefore(tokens);
  let cause = tokens.slice(connective, at - 1);
  let effect = tokens.slice(at + 1);
  // ("…, so they diffract easily through doorways; this is why you can hear…": a semicolon or a colon
  // ends the effect; what follows is another thing said.)
  const stop = effect.findIndex((token) => token.value === ";" || token.value === ":");
  if (stop > 0) effect = effect.slice(0, stop);
  // ("On a guitar string fixed at both ends, each end must be a node, so only certain wavelengths
  // fit": a phrase of place or time that opens the sentence, with its comma, sets both clauses; it
  // goes after the effect, "Why do only certain wavelengths fit on a guitar string fixed at both ends?".)
  const settingEnd = cause.findIndex((token) => token.value === ",");
  let setting = "";
  if (
    /^(?:on|in|at|during|inside|within|under)$/.test(cause[0]?.lower ?? "") &&
    settingEnd > 1 &&
    // (A participle may describe its noun there, "fixed at both ends"; no other verb.)
    !cause
      .slice(0, settingEnd)
      .some(
        (token, index, phrase) =>
          (finite(token) && !(phrase[index - 1]?.pos === "NOUN" && /\p{Ll}(?:ed|en)$/u.test(token.value))) ||
          pointsElsewhere(token) ||
          /^(?:that|those)$/.test(token.lower),
      ) &&
    cause.slice(settingEnd + 1).some(finite) &&
    !effect.some((token) => token.value === ",") &&
    // (Nor before an effect that opens with a pronoun, which the setting's clause may name: "In 1953,
    // tests showed that the bones…, so they could not be ancient".)
    !/^(?:it|they)$/.test(effect[0]?.lower ?? "") &&
    // (Not one that the effect sets itself against: "In Japanese, the poet counts sound units…, so
    // English haiku often use fewer syllables" holds in English, not in Japanese.)
    !(cause.slice(0, settingEnd).some((token) => adjectiveCapitalised(token.value)) && effect.some((token) => adjectiveCapitalised(token.value)))
  ) {
    setting = ` ${cause[0]!.lower} ${text(cause.slice(1, settingEnd))}`;
    cause = cause.slice(settingEnd + 1);
  }
  // "…, so search companies filter out some of them" → "…filter out some suggestions"; "Most ladybirds
  // eat aphids…, so gardeners welcome them" → "…welcome ladybirds": a "them" after "some of" or
  // ending the effect is the cause's subject, where that is a plural that opens it.
  const subject = pluralSubject(cause);
  const ofThem = effect.findIndex(
    (token, index) => /^(?:some|many|most|all|few)$/.test(token.lower) && effect[index + 1]?.lower === "of" && effect[index + 2]?.lower === "them",
  );
  if (subject && ofThem >= 0) effect = [...effect.slice(0, ofThem + 1), ...subject, ...effect.slice(ofThem + 3)];
  else if (subject && effect[effect.length - 1]?.lower === "them" && !effect.slice(0, -1).some(pointsElsewhere)) effect = [...effect.slice(0, -1), ...subject];
  // "…so air rises over the land and moist air flows in…": the effect ends where a clause with a subject of its own begins
  // (its verb a helping one too: "…happens over more time and the force is smaller"; its subject a
  // name too: "…, so Juan becomes Juanito, and Russian has a range of forms…").
  const joined = effect.findIndex(
    (token, index) =>
      token.pos === "CCONJ" &&
      effect.slice(index + 1).findIndex((next) => next.pos === "VERB" || next.pos === "AUX") >
        effect.slice(index + 1).findIndex((next) => next.pos === "NOUN" || next.pos === "PROPN") &&
      // (Not an "and" that joins two subjects before any verb: "…, so a liver cell and a nerve cell behave differently".)
      effect.slice(0, index).some(finite) &&
      // (Nor one that joins two describing phrases, with a clause only after a comma: "…looks lighter
      // on top and darker underneath, and this shading reveals…"; the cut is at the second "and".)
      !(
        effect.slice(index + 1).findIndex((next) => next.value === ",") >= 0 &&
        effect.slice(index + 1).findIndex((next) => next.value === ",") < effect.slice(index + 1).findIndex((next) => next.pos === "NOUN")
      ),
  );
  // ("…, so the number of rides wanted and the number offered come closer together": where the clause
  // after "and" has a participle and then a bare verb, the "and" joins two subjects that the bare
  // verb shares, each with its participle; no cut asks it, and it is not asked.)
  if (joined > 0) {
    const verbAt = effect.findIndex((next, index) => index > joined && (next.pos === "VERB" || next.pos === "AUX"));
    const [participle, shared] = [effect[verbAt], effect[verbAt + 1]];
    if (participle && /\p{Ll}ed$/u.test(participle.value) && shared?.pos === "VERB" && shared.lower === shared.lemma) return undefined;
  }
  if (joined > 0 && effect.slice(joined + 1).some((next) => next.pos === "NOUN")) effect = effect.slice(0, joined);
  // ("…, so the fish holds on tightly but can let go in an instant": what "but" sets against the
  // effect is no part of it, and "Why does the fish hold on tightly but can…?" no question.)
  const against = effect.findIndex((token, index) => index > 1 && token.lower === "but" && finiteAt(effect, index + 1));
  if (against > 0) effect = effect.slice(0, against);
  // ("…, so they take the place of the sodium ions, which pass into the water": what an aside says of
  // the object is no part of the effect asked about.)
  const aside = effect.findIndex(
    (token, index) => index > 2 && token.value === "," && /^(?:which|who)$/.test(effect[index + 1]?.lower ?? "") && effect.slice(0, index).some(finite),
  );
  if (aside > 0) effect = effect.slice(0, aside);
  // ("…, so they cannot eat, and most of them die within a day": the comma before the cut goes with it.)
  if (effect[effect.length - 1]?.value === ",") effect = effect.slice(0, -1);
  // ("…, so fish ladders are built to let them pass": a purpose that points back into the cause goes; the doing is asked about.)
  // (Not the "to" a verb takes, "…so male bees try to mate with it": without it the effect says nothing.)
  // (Nor a state the doing brings something to, "…, so the moving air is brought to rest inside it":
  // a word English also has as a noun, with no object after it.)
  const state = (index: number) => isNoun(effect[index]!.lower) && (effect[index + 1] === undefined || effect[index + 1]!.pos === "ADP");
  const purpose = effect.findIndex(
    (token, index) => index > 2 && token.lower === "to" && effect[index + 1]?.pos === "VERB" && !takesTo.test(effect[index - 1]!.lemma) && !state(index + 1),
  );
  if (purpose > 0 && effect.slice(purpose).some(pointsElsewhere) && effect.slice(0, purpose).some((token) => token.pos === "VERB")) {
    // ("Cavitation also makes noise, so navies design submarine propellers to avoid it": a purpose
    // that can only be what the doing is for is the point of it; without it, "Why do navies design
    // submarine propellers?" asks another thing.)
    if (purposeOnly.test(effect[purpose + 1]!.lemma)) return undefined;
    effect = effect.slice(0, purpose);
  }
  // "Baking powder contains baking soda…, so it releases gas as soon as it gets wet": an "it" or
  // "they" opening the effect is the cause's subject, where that subject opens the sentence and
  // agrees in number; the effect's later "it" (or "they") is that subject too.
  let own = /^$/;
  if (/^(?:it|they)$/.test(effect[0]?.lower ?? "")) {
    const named = namedByCause(cause, effect);
    if (!named) return undefined;
    ({ own, effect } = named);
  }
  if (effect.length < 3 || leansOutside(effect, own) || /^(?:it|they|this|these|there)$/.test(cause[0]?.lower ?? "")) return undefined;
  // ("…, so the habit has evolved many times": an effect whose subject is "the" and a word for what
  // another sentence told asks of that without saying which.)
  const effectVerb = effect.findIndex(finite);
  if (effectVerb > 0 && namedElsewhere(effect.slice(0, effectVerb))) return undefined;
  // ("The same effect works in reverse on a high mountain, …, so food takes longer to cook": a cause
  // that is another sentence's, said again, is no answer on its own.)
  if (sameAsAnother(text(cause))) return undefined;
  // The cause must be a statement of its own, with a verb, and no earlier "so" or "because".
  if (!cause.some((token) => token.pos === "VERB" || token.pos === "AUX") || cause.some((token) => /^(?:because|so|if|when|although)$/.test(token.lower)))
    return undefined;
  // ("Critics point out that savings can also fund investment…, so the paradox matters most…": the
  // effect is part of what someone argues, not a cause the passage asserts.)
  if (reportsClaim(cause)) return undefined;
  const form = whyForm(effect);
  if (!form) return undefined;
  return { question: `Why ${form}${setting}?`, answer: capitalise(`${text(cause)}.`), kind: "why" };
}

/**
 * "The principle explains why electrons do not fall into the nucleus of an atom: an electron
 * confined to a tiny space would have a very large and uncertain momentum." → "Why do electrons
 * not fall into the nucleus of an atom?", answered by what follows the colon: a sentence that
 * says it explains why, and then gives the reason.
 */
function whyExplained(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex((token, index) => token.lemma === "explain" && tokens[index + 1]?.lower === "why");
  if (at < 1) return undefined;
  // ("It also explains why coastal towns have milder winters…, since the sea releases its stored
  // heat slowly": or ", since" or ", because" and the reason.)
  const colon = tokens.findIndex(
    (token, index) => index > at + 3 && (token.value === ":" || (token.value === "," && /^(?:since|because)$/.test(tokens[index + 1]?.lower ?? ""))),
  );
  if (colon < 0) return undefined;
  const [clause, reason] = [tokens.slice(at + 2, colon), tokens.slice(colon + (tokens[colon]!.value === ":" ? 1 : 2))];
  if (!clause.some(finite) || !reason.some(finite) || reason.length < 4) return undefined;
  // (A possessive after a noun of the reason is that noun's: "the sea releases its stored heat".)
  const ownPossessive = (token: Token, index: number, all: Token[]) =>
    /^(?:its|their)$/.test(token.lower) && all.slice(0, index).some((before) => before.pos === "NOUN");
  if (
    [...clause, ...reason].some((token) => /^[;:]$/.test(token.value)) ||
    clause.some(pointsElsewhere) ||
    reason.some((token, index) => pointsElsewhere(token) && !ownPossessive(token, index, reason))
  )
    return undefined;
  if (!["NOUN", "PROPN", "DET", "ADJ"].includes(clause[0]!.pos)) return undefined;
  const form = questionForm(clause);
  if (!form) return undefined;
  return { question: `Why ${form}?`, answer: capitalise(`${text(reason)}.`), kind: "why" };
}

/**
 * "<Subject> <effect> because it/they <cause>." restated cause first: "Ice floats on water because
 * it is less dense than liquid water." → "Ice is less dense than liquid water, so ice floats on
 * water." (a one-word subject named again; a longer one as "it" or "they"). A true statement in other words than the source's, for a true/false question. Only
 * where the cause opens with the pronoun that stands for the subject and names nothing else by
 * a pronoun (so the restatement points to nothing outside itself).
 */
export function restatedCause(sentence: Sentence): string | undefined {
  const tokens = trimEnd(sentence.tokens);
  const which = whichIsWhy(tokens);
  if (which) {
    // "<cause>, which is why <effect>." → "<effect> because <cause>." (the "why" question's own reading).
    const at = tokens.findIndex((token, index) => token.value === "," && tokens[index + 1]?.lower === "which");
    const [cause, effect] = [tokens.slice(0, at), tokens.slice(at + 4)];
    const causeText = inside(cause);
    return `${capitalise(text(effect))} because ${causeText}.`.replace(/\s+,/g, ",");
  }
  // "<cause>, so <effect>." → "<effect> because <cause>." where the effect names everything itself
  // ("Limescale makes heating elements less efficient, so appliances use more energy.").
  const so = tokens.findIndex((token, index) => token.lower === "so" && tokens[index - 1]?.value === "," && index > 3);
  // (Not where the "why" question read more than the words say: a connective before the cause that
  // sets it against another sentence, a pronoun in the effect. One that counts it among others,
  // "Second,", goes.)
  if (
    so > 0 &&
    whySo(tokens) &&
    !/^(?:it|they)$/.test(tokens[so + 1]?.lower ?? "") &&
    !/^(?:however|but|yet)$/.test(tokens[0]!.lower) &&
    !tokens.slice(so + 1).some(pointsElsewhere)
  ) {
    const [cause, effect] = [tokens.slice(connectiveBefore(tokens), so - 1), tokens.slice(so + 1)];
    if (effect.some((token) => token.pos === "CCONJ")) return undefined;
    const causeText = inside(cause);
    return `${capitalise(text(effect))} because ${causeText}.`.replace(/\s+,/g, ",");
  }
  const at = tokens.findIndex((token) => token.lower === "because");
  if (at < 3) return undefined;
  const effect = trimEnd(tokens.slice(0, at));
  const cause = tokens.slice(at + 1);
  const pronoun = cause[0]?.lower;
  if (!pronoun || !/^(?:it|they)$/.test(pronoun) || cause.length < 3 || !["VERB", "AUX"].includes(cause[1]!.pos)) return undefined;
  if (cause.slice(1).some(pointsElsewhere) || effect.some(pointsElsewhere)) return undefined;
  const verbAt = effect.findIndex((token, index) => index > 0 && (token.pos === "VERB" || token.pos === "AUX"));
  if (verbAt <= 0 || verbAt > 6) return undefined;
  const subject = effect.slice(0, verbAt);
  if (subject.some((token) => ["PUNCT", "PRON", "SCONJ", "CCONJ", "ADP"].includes(token.pos))) return undefined;
  // ("Some countries ban selling below cost because it can drive…": "it" is not the subject, whose
  // number it does not share.)
  const last = subject[subject.length - 1]!;
  if ((last.lower !== last.lemma || irregularPlurals.has(last.lower) || /[^s]s$/.test(last.lower)) !== (pronoun === "they")) return undefined;
  // ("Scientists study meteorites because they are as old as…": what "they" are could be said of the
  // object as well, of the same number as the pronoun. A doing is the subject's: "Egyptians preserved
  // the bodies of the dead because they believed…".)
  let object = verbAt + 1;
  while (["DET", "ADJ", "ADV", "NUM"].includes(effect[object]?.pos ?? "")) object += 1;
  while (effect[object]?.pos === "NOUN" && effect[object + 1]?.pos === "NOUN") object += 1;
  const head = effect[object];
  // (After "be" the noun is the subject itself: "Metals are good conductors because they contain…".)
  // ("Scientists study lungfish because they are…": a noun the same in the plural may be "they" too.)
  const headPlural = head !== undefined && (head.lower !== head.lemma || (pronoun === "they" && samePlural(head, effect[object - 1]!)));
  if (head?.pos === "NOUN" && effect[verbAt]!.lemma !== "be" && cause[1]!.lemma === "be" && headPlural === (pronoun === "they")) return undefined;
  // ("Modern submarine periscopes use prisms and lenses…, because they give a brighter image": two
  // things named together as the object may be what "they" are, whatever the verb.)
  if (pronoun === "they" && effect[verbAt]!.lemma !== "be" && effect[object + 1]?.lower === "and" && effect[object + 2]?.pos === "NOUN") return undefined;
  // ("Economists argue that sunk costs should not affect…, because they are the same…": a clause
  // the verb reports has a subject of its own, of the pronoun's number, which "they" may be.)
  if (
    effect[verbAt + 1]?.lower === "that" &&
    effect
      .slice(verbAt + 2)
      .some((token) => token.pos === "NOUN" && (token.lower !== token.lemma || irregularPlurals.has(token.lower)) === (pronoun === "they"))
  )
    return undefined;
  // ("Blood vessels leak, blood pressure falls, and organs … may stop working because they receive
  // too little oxygen": after clauses set off by commas, the cause is the last clause's.)
  const rest = effect.slice(verbAt + 1);
  // (Two doings of one subject joined by "and" alone are restated by the last, the one the cause
  // follows: "Pellets contain no soft flesh, so pellets do not smell.")
  if (rest.some((token, index) => token.value === "," && rest.slice(index + 1).some((later) => later.pos === "VERB" || later.pos === "AUX"))) return undefined;
  const subjectText = text(subject);
  const doing = lastPredicate(effect).slice(verbAt);
  // A one-word subject is named again rather than "it" ("Zinc is more reactive than iron, so zinc corrodes first": "it" could be iron).
  const again = subject.length === 1 ? (lowerFirst(subject) ?? pronoun) : pronoun;
  const restated = `${capitalise(subjectText)} ${text(cause.slice(1))}, so ${again} ${text(doing)}.`;
  return restated.replace(/\s+,/g, ",");
}

/** "<cause> causes/leads to/results in <effect>." → "What <verb> <effect>?", answered by the cause (a noun phrase). */
export function cause(sentence: Sentence): Asked | undefined {
  let tokens = trimEnd(sentence.tokens);
  // ("Despite its name, ringworm is not caused by a worm but by fungi…": what the thing is in spite
  // of goes; the clause after it holds whole.)
  const despite = tokens[0]?.lower === "despite" ? tokens.findIndex((token) => token.value === ",") : -1;
  if (despite > 1 && despite < 6) tokens = tokens.slice(despite + 1);
  // ("…is not caused by a worm but by fungi that…": what it is not caused by goes; the cause is what
  // follows "but by".)
  const denied = tokens.findIndex(
    (token, index) =>
      index > 1 &&
      token.lower === "not" &&
      /^(?:is|are|was|were)$/.test(tokens[index - 1]!.lower) &&
      passiveOfCause[tokens[index + 1]?.lower ?? ""] !== undefined &&
      tokens[index + 2]?.lower === "by",
  );
  const butBy = tokens.findIndex((token, index) => index > denied + 3 && token.lower === "but" && tokens[index + 1]?.lower === "by");
  if (denied > 1 && butBy > 0 && !tokens.slice(denied + 3, butBy).some((token) => token.pos === "VERB" || token.pos === "AUX" || token.value === ","))
    tokens = [...tokens.slice(0, denied), tokens[denied + 1]!, ...tokens.slice(butBy + 1)];
  // "Tides are caused by the pull of the Moon." → "What causes tides?", answered by the cause; so
  // too what makes, produces, spreads or carries a thing ("The poison is made by bacteria that the
  // fish takes in with its food." → "What makes the poison?").
  // ("Surface currents are driven mainly by the wind": a word of degree before "by" goes with the agent.)
  const degree = (at: number) => (/^(?:mainly|mostly|largely|partly|usually|often|chiefly)$/.test(tokens[at]?.lower ?? "") ? 1 : 0);
  const passive = tokens.findIndex(
    (token, index) =>
      index > 1 &&
      passiveOfCause[token.lower] !== undefined &&
      /^(?:is|are|was|were)$/.test(tokens[index - 1]!.lower) &&
      tokens[index + 1 + degree(index + 1)]?.lower === "by",
  );
  if (passive > 1) {
    const effect = tokens.slice(0, passive - 1);
    // "…caused by undersea earthquakes, but landslides … can also cause them": the agent ends with
    // its clause (not at a "that" right after its noun, which says which ones: "bacteria that the fish takes in").
    const adverb = tokens.slice(passive + 1, passive + 1 + degree(passive + 1));
    const after = tokens.slice(passive + 2 + adverb.length);
    // (Not a comma inside a list: "…the dead outer layer of the skin, hair and nails".)
    const end = after.findIndex(
      (token, index) =>
        (token.value === "," && !listCommaAt(after, index)) ||
        (token.pos === "SCONJ" && !(token.lower === "that" && after[index - 1]?.pos === "NOUN")) ||
        /^(?:but|which|although|while)$/.test(token.lower),
    );
    // (A clause opened by a preposition and "which" begins at the preposition: "a chemical reaction in which an enzyme…".)
    const clause = end > 0 && /^(?:which|whom)$/.test(after[end]!.lower) && after[end - 1]!.pos === "ADP" ? end - 1 : end;
    const agent = clause === -1 ? after : after.slice(0, clause);
    if (effect.length > 6 || agent.length < 2 || effect.some((token) => ["VERB", "PUNCT", "PRON", "SCONJ"].includes(token.pos))) return undefined;
    // (A doing is the means, which "How is it made?" asks: "Soap is made by heating fats…".)
    if (
      /^\p{Ll}{3,}ing$/u.test(agent[0]!.value) &&
      verbFrom(agent[0]!.lower, "ing") !== undefined &&
      ["NOUN", "DET", "ADJ", "PRON", "NUM"].includes(agent[1]?.pos ?? "")
    )
      return undefined;
    // (A person or people did it, which "What" does not ask: "…made by hand", "…by farmers".)
    const head = agent.find((token, index) => token.pos === "NOUN" && agent[index + 1]?.pos !== "NOUN");
    if (agent[0]!.pos === "NOUN" && /^(?:hand|machine)$/.test(agent[0]!.lower)) return undefined;
    if (head && ["person", "group"].includes(nounGroup(head.lemma) ?? "")) return undefined;
    const past = /^(?:was|were)$/.test(tokens[passive - 1]!.lower);
    const [present, pastForm] = passiveOfCause[tokens[passive]!.lower]!;
    return {
      question: `What ${adverb.length ? `${adverb[0]!.lower} ` : ""}${past ? pastForm : present} ${inside(effect)}?`,
      answer: capitalise(text(agent)),
      kind: "cause",
    };
  }
  // "Moving the screen further from the hole makes the image larger." → "What makes the image
  // larger?", answered by the doing that opens the sentence (a thing, an adjective, and nothing after).
  const makes = tokens.findIndex((token, index) => index > 1 && /^(?:makes|made)$/.test(token.lower));
  const madeBy = makes > 1 ? madeState(tokens, makes) : undefined;
  if (madeBy) return madeBy;
  if (makes > 1 && /^\p{Lu}\p{Ll}+ing$/u.test(tokens[0]!.value) && verbFrom(tokens[0]!.lower, "ing") !== undefined) {
    const doing = tokens.slice(0, makes);
    const made = tokens.slice(makes + 1);
    const state = made[made.length - 1];
    const thing = made.slice(0, -1);
    if (
      doing.slice(1).every((token) => !["VERB", "AUX", "PUNCT", "SCONJ", "PRON"].includes(token.pos)) &&
      thing.length >= 2 &&
      thing[0]!.pos === "DET" &&
      thing.slice(1).every((token) => ["ADJ", "NOUN"].includes(token.pos)) &&
      thing[thing.length - 1]!.pos === "NOUN" &&
      state !== undefined &&
      (state.pos === "ADJ" || adjectiveFrom(state.lower) !== undefined) &&
      !doing.some(pointsElsewhere)
    )
      return { question: `What ${tokens[makes]!.lower} ${text(made)}?`, answer: capitalise(text(doing)), kind: "cause" };
  }
  // "Another inventor, Elisha Gray, filed a similar design on the same day, which led to years of
  // legal disputes." → "What led to years of legal disputes?", answered by the clause before.
  // ("First, the damaged vessel narrows, which reduces the flow of blood to the area." → "What
  // reduces the flow of blood to the area?": so does a clause with no object of its own before
  // ", which" and a verb of more or less; a word of order that opens it goes.)
  const which = tokens.findIndex(
    (token, index) =>
      index > 3 &&
      token.lower === "which" &&
      tokens[index - 1]?.value === "," &&
      (/^(?:led|leads)$/.test(tokens[index + 1]?.lower ?? "") ||
        (/^(?:reduces|increases|raises|lowers|slows|speeds)$/.test(tokens[index + 1]?.lower ?? "") && tokens[index - 2]?.pos === "VERB")),
  );
  // (Not "…, which causes acid rain", where "which" is more often the noun before it: "sulphur dioxide".)
  if (which > 0) {
    const ledTo = /^(?:led|leads)$/.test(tokens[which + 1]!.lower);
    if (ledTo && tokens[which + 2]?.lower !== "to") return undefined;
    const order = /^(?:first|next|then|finally|second|third)$/.test(tokens[0]!.lower) && tokens[1]?.value === "," ? 2 : 0;
    const clause = tokens.slice(order, which - 1);
    const result = tokens.slice(which + (ledTo ? 3 : 2));
    if (
      result.length < 2 ||
      result.some((token) => ["VERB", "AUX", "SCONJ", "PUNCT"].includes(token.pos) || pointsElsewhere(token)) ||
      !clause.some((token) => token.pos === "VERB") ||
      clause.some((token) => pointsElsewhere(token) || token.pos === "SCONJ") ||
      !["NOUN", "PROPN", "DET", "ADJ"].includes(clause[0]?.pos ?? "")
    )
      return undefined;
    // (A clause answers, never an option among things: asked as a reason is.)
    return {
      question: `What ${tokens[which + 1]!.lower}${ledTo ? " to" : ""} ${text(result)}?`,
      answer: capitalise(`${text(clause)}.`),
      kind: ledTo ? "cause" : "why",
    };
  }
  const decided = decides(tokens) ?? dependsOn(tokens) ?? givesItsQuality(tokens) ?? convincedThat(tokens);
  if (decided) return decided;
  const at = tokens.findIndex(
    (token, index) =>
      index > 0 && /^(?:causes|cause|caused)$/.test(token.lower) && token.pos !== "NOUN" && !/^(?:is|are|was|were)$/.test(tokens[index - 1]!.lower),
  );
  // ("A high level of LDL increases the risk of heart attacks and strokes." → "What increases the
  // risk of heart attacks and strokes?": a verb of more or less before "the risk", "the chance" or
  // "the likelihood" says what brings a thing about too.)
  const risk = tokens.findIndex(
    (token, index) =>
      index > 0 &&
      /^(?:increases|raises|increased|raised)$/.test(token.lower) &&
      tokens[index + 1]?.lower === "the" &&
      /^(?:risk|chance|likelihood)$/.test(tokens[index + 2]?.lower ?? "") &&
      tokens[index + 3]?.lower === "of",
  );
  if (at === -1 && risk > 0) {
    const subject = tokens.slice(0, risk);
    const object = tokens.slice(risk + 1);
    if (
      subject.length > 6 ||
      subject.some((token) => ["VERB", "AUX", "PUNCT", "PRON", "SCONJ", "ADV"].includes(token.pos)) ||
      /^(?:some|other|others|many|most|few)$/.test(subject[0]!.lower) ||
      object.some((token) => token.pos === "SCONJ" || token.value === "," || pointsElsewhere(token))
    )
      return undefined;
    return { question: `What ${tokens[risk]!.lower} ${text(object)}?`, answer: capitalise(text(subject)), kind: "cause" };
  }
  const phrase = at === -1 ? tokens.findIndex((token, index) => index > 0 && /^(?:leads|lead|led|results|resulted)$/.test(token.lower)) : -1;
  const verbAt = at !== -1 ? at : phrase;
  if (verbAt <= 0) return undefined;
  const verbLength = at !== -1 ? 1 : 2;
  const subject = tokens.slice(0, verbAt);
  // "Some seizures cause the whole body to shake, while others cause…": the object ends with its clause.
  const whole = tokens.slice(verbAt + verbLength);
  // ("…cause problems for text-to-speech software, because the program must…": so does a reason's.)
  const clauseEnd = whole.findIndex(
    (token, index) => token.value === "," && (/^(?:while|whereas|but|and|which|so)$/.test(whole[index + 1]?.lower ?? "") || whole[index + 1]?.pos === "SCONJ"),
  );
  const object = clauseEnd < 0 ? whole : whole.slice(0, clauseEnd);
  // (Nor a subject that names only some of a kind: "Some seizures", "Other…"; nor an opening clause's:
  // "When stones cause repeated attacks, surgeons…".)
  if (/^(?:some|other|others|many|most|few|when|whenever|if|once|while|as|because|although|since|unless|after|before|until)$/.test(subject[0]?.lower ?? ""))
    return undefined;
  // (Nor a subject with a modal: "The breach must have caused the harm" is no "Who caused the harm?".)
  // (Nor one with a word of degree, "The condition usually causes…", which the answer would carry;
  // nor a cause of nothing: "…causes no symptoms until a bone breaks".)
  if (
    subject.length > 6 ||
    object.length < 2 ||
    subject.some((token) => ["VERB", "AUX", "PUNCT", "PRON", "ADP", "NUM", "SCONJ", "ADV"].includes(token.pos)) ||
    /^(?:no|none|nothing|little)$/.test(object[0]!.lower)
  )
    return undefined;
  if (at === -1 && !/^(?:to|in)$/.test(tokens[verbAt + 1]?.lower ?? "")) return undefined;
  // "What" takes a singular verb whatever the subject was: "Smoking causes…", "Storms cause…" → "What causes…?".
  const verb = tokens[verbAt]!.lower;
  const singular = /^(?:cause|lead|result)$/.test(verb) ? `${verb}s` : verb;
  const rest = verbLength === 2 ? ` ${tokens[verbAt + 1]!.lower}` : "";
  const answer = text(subject);
  return { question: `What ${singular}${rest} ${text(object)}?`, answer: /^[A-Z]{2,}/.test(answer) ? answer : capitalise(answer), kind: "cause" };
}

/**
 * "Russia's defeat in the Crimean War had convinced the tsar that the country was falling behind the
 * rest of Europe." → "What had convinced the tsar that the country was falling behind the rest of
 * Europe?", answered by the subject: a noun phrase (a name's possessive and a phrase after a
 * preposition at most), "convinced" or "persuaded", who was, and "that" with a clause of its own.
 */
function convincedThat(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex((token, index) => index > 0 && /^(?:convinced|persuaded)$/.test(token.lower) && token.pos === "VERB");
  if (at < 1) return undefined;
  const had = /^(?:had|has|have)$/.test(tokens[at - 1]!.lower) ? 1 : 0;
  const subject = tokens.slice(0, at - had);
  const that = tokens.findIndex((token, index) => index > at && token.lower === "that");
  const who = tokens.slice(at + 1, that);
  const clause = tokens.slice(that + 1);
  if (
    subject.length < 1 ||
    subject.length > 8 ||
    subject.some((token) => ["VERB", "AUX", "PRON", "SCONJ", "CCONJ"].includes(token.pos) || (token.pos === "PUNCT" && !/^['’]s$/.test(token.value))) ||
    leansOnCount.test(subject[0]!.lower) ||
    !["NOUN", "PROPN"].includes(subject.findLast((token) => token.pos !== "PART")?.pos ?? "")
  )
    return undefined;
  if (that < 0 || who.length < 1 || who.length > 4 || !who.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos))) return undefined;
  if (clause.length < 3 || !clause.some(finite) || clause.some((token) => pointsElsewhere(token) || token.value === ";")) return undefined;
  return {
    question: `What ${text(tokens.slice(at - had, at + 1)).toLowerCase()} ${text(who)} that ${text(clause)}?`,
    answer: capitalise(text(subject)),
    kind: "cause",
  };
}

/**
 * "The temperature of the sand decides whether the hatchlings are male or female: warmer nests…"
 * → "What decides whether the hatchlings are male or female?", answered by the subject. A subject
 * that names itself, "decides" or "determines", and "whether", "how" or "which" with its clause,
 * to a colon, a semicolon or the end.
 */
function decides(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const verb = tokens[at];
  if (at < 2 || !/^(?:decide|determine)$/.test(verb?.lemma ?? "") || verb!.lower === verb!.lemma) return undefined;
  if (!/^(?:whether|how|which)$/.test(tokens[at + 1]?.lower ?? "")) return undefined;
  const subject = tokens.slice(0, at);
  if (!plainSubject(subject) || subject.some(pointsElsewhere) || leansOnCount.test(subject[0]!.lower)) return undefined;
  const stop = tokens.findIndex((token, index) => index > at && /^[:;]$/.test(token.value));
  const decided = tokens.slice(at + 1, stop < 0 ? tokens.length : stop);
  if (decided.length < 3 || decided.some((token) => pointsElsewhere(token) || token.value === ",")) return undefined;
  // (A person decides as "Who": "The judge decides whether…".)
  const head = [...subject].reverse().find((token) => token.pos === "NOUN" || token.pos === "PROPN");
  const who = head !== undefined && ["person", "group"].includes(nounGroup(head.lemma) ?? "");
  return {
    question: `${who ? "Who" : "What"} ${verb!.lower.endsWith("ed") ? verb!.lower : `${verb!.lemma}s`} ${text(decided)}?`,
    answer: capitalise(text(subject)),
    kind: "cause",
  };
}

/**
 * "Radio and the telegraph eventually made pigeon post unnecessary." → "What eventually made pigeon
 * post unnecessary?", answered by the subject: a plain noun phrase that made a thing (a noun phrase
 * with "the" at most) into a state, and nothing after.
 */
function madeState(tokens: Token[], makes: number): Asked | undefined {
  // (Words of time or degree between the subject and the verb go with the question: "eventually".)
  let end = makes;
  while (end > 0 && tokens[end - 1]!.pos === "ADV") end -= 1;
  const [subject, adverbs, made] = [tokens.slice(0, end), tokens.slice(end, makes), tokens.slice(makes + 1)];
  const state = made[made.length - 1];
  const thing = made.slice(0, -1);
  if (state?.pos !== "ADJ" || thing.length === 0 || thing.length > 4 || thing[thing.length - 1]!.pos !== "NOUN") return undefined;
  if (!thing.every((token, index) => ["ADJ", "NOUN"].includes(token.pos) || (index === 0 && token.lower === "the"))) return undefined;
  if (
    subject.length === 0 ||
    subject.length > 6 ||
    !["NOUN", "PROPN"].includes(subject[subject.length - 1]!.pos) ||
    !subject.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos) || token.lower === "and") ||
    subject.some(pointsElsewhere) ||
    leansOnCount.test(subject[0]!.lower)
  )
    return undefined;
  // (What makes a thing worth more or less is a comparison, asked elsewhere: "…makes it larger".)
  if (/er$/.test(state.lower) && adjectiveFrom(state.lower) !== undefined) return undefined;
  const words = [...adverbs.map((token) => token.lower), tokens[makes]!.lower, text(made)].join(" ");
  return { question: `What ${words}?`, answer: capitalise(`${text(subject)}.`), kind: "cause" };
}

/**
 * "Traces of iron, copper and manganese give petrified wood its red, green and black colours." →
 * "What gives petrified wood its red, green and black colours?", answered by the giver: a quality a
 * thing owes to another, each a plain noun phrase.
 */
function givesItsQuality(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const verb = tokens[at];
  if (at < 1 || !/^(?:give|gives|gave)$/.test(verb?.lower ?? "")) return undefined;
  const its = tokens.findIndex((token, index) => index > at + 1 && /^(?:its|their)$/.test(token.lower));
  if (its < 0) return undefined;
  const [subject, receiver, quality] = [tokens.slice(0, at), tokens.slice(at + 1, its), tokens.slice(its + 1)];
  // A noun phrase each: the giver (with its "of" and a list of its own), the one given to, and what it
  // is given, which ends the sentence ("…give clothes their strong smell").
  const phrase = (part: Token[], list: boolean) =>
    part.length > 0 &&
    part.length <= 8 &&
    ["NOUN", "PROPN"].includes(part[part.length - 1]!.pos) &&
    part.every(
      (token) => ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos) || (list && (token.pos === "ADP" || token.pos === "CCONJ" || token.value === ",")),
    );
  if (!phrase(subject, true) || !phrase(receiver, false) || !phrase(quality, true) || subject.some(pointsElsewhere) || leansOnCount.test(subject[0]!.lower))
    return undefined;
  // (Its "its" or "their" is the one given to's, in its number: "…give petrified wood its…", "…give corals their…".)
  if ((tokens[its]!.lower === "their") !== pluralNoun(receiver[receiver.length - 1]!)) return undefined;
  const asked = verb!.lower === "gave" ? "gave" : "gives";
  return { question: `What ${asked} ${text(receiver)} ${text(tokens.slice(its))}?`, answer: capitalise(`${text(subject)}.`), kind: "cause" };
}

/**
 * Qualities and amounts that, after "the" and alone, are of what another sentence named ("The value
 * depends on…", "The colour shows…"): no subject of a role question, no answer of a blank.
 */
export const bareQuality = /^(?:colour|color|shape|size|value|figure|amount|level|number)$/;

/** Measures that, after "the" and with no "of" after them, are of what another sentence named ("the value", "the level"). */
const bareMeasure = /^(?:level|amount|number|rate|value|figure|temperature|pressure|concentration|price|speed|difference|gap)$/;

/**
 * "Loudness depends on the amplitude of the wave." → "What does loudness depend on?", answered "The
 * amplitude of the wave."; "Farmers in India depend on the monsoon rains to grow rice." → "What do
 * farmers in India depend on to grow rice?"; and what a thing belongs to, "Who do the cuttings
 * belong to?". A subject that names itself, "depend(s) on" or "belong(s) to" in the present, and
 * what it depends on or belongs to, up to a comma ("…, not on the mass", "…, so the decline…").
 */
function dependsOn(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const verb = tokens[at];
  // (So too what a thing belongs to: "The cuttings belong to the tree's owner…" → "Who do the cuttings belong to?")
  const [lemma, preposition] = /^(?:depend|depends)$/.test(verb?.lower ?? "")
    ? ["depend", "on"]
    : /^(?:belong|belongs)$/.test(verb?.lower ?? "")
      ? ["belong", "to"]
      : [];
  // ("The flow rate depends mainly on the width of the neck…": a word of degree goes with the question.)
  const degree = /^(?:mainly|mostly|largely|partly|chiefly|partially|entirely)$/.test(tokens[at + 1]?.lower ?? "") ? tokens[at + 1]! : undefined;
  const on = at + (degree ? 2 : 1);
  if (at < 1 || lemma === undefined || tokens[on]?.lower !== preposition) return undefined;
  const subject = tokens.slice(0, at);
  if (!plainSubject(subject) || subject.some(pointsElsewhere) || leansOnCount.test(subject[0]!.lower)) return undefined;
  // ("The value depends on the mass and radius of the planet": a bare measure is of what another
  // sentence named, and "What does the value depend on?" names nothing.)
  if (subject.length === 2 && subject[0]!.lower === "the" && bareMeasure.test(subject[1]!.lower)) return undefined;
  const comma = tokens.findIndex((token, index) => index > at && /^[,;:]$/.test(token.value));
  let what = tokens.slice(on + 1, comma < 0 ? tokens.length : comma);
  // (A second verb of the subject's ends it: "…belong to the tree's owner and should be offered back…".)
  const joined = what.findIndex((token, index) => token.pos === "CCONJ" && ["VERB", "AUX"].includes(what[index + 1]?.pos ?? ""));
  if (joined > 0) what = what.slice(0, joined);
  // (What for goes with the question: "…depend on the monsoon rains to grow rice".)
  const purpose = what.findIndex((token, index) => token.lower === "to" && what[index + 1]?.pos === "VERB");
  const forWhat = purpose > 0 ? what.slice(purpose) : [];
  if (purpose > 0) what = what.slice(0, purpose);
  // (What it depends on is a noun phrase; "its" and "their" are the subject's: "…on its frequency".)
  // (Two noun phrases joined by "and" may run longer: "…on the width of the neck and the size of the grains".)
  if (
    what.length === 0 ||
    what.length > (what.some((token) => token.lower === "and") ? 12 : 8) ||
    what.some((token) => ["VERB", "AUX", "SCONJ", "CCONJ"].includes(token.pos) && token.lower !== "and")
  )
    return undefined;
  if (what.some((token) => pointsElsewhere(token) && !/^(?:its|their)$/.test(token.lower)) || !["NOUN", "PROPN"].includes(what[what.length - 1]!.pos))
    return undefined;
  if (forWhat.some(pointsElsewhere)) return undefined;
  // (The noun before any preposition agrees with the verb: "Farmers in India depend…".)
  const of = subject.findIndex((token) => token.pos === "ADP");
  const head = subject[(of > 0 ? of : subject.length) - 1]!;
  const plural = verb!.lower === lemma;
  const pluralHead = head.lower !== head.lemma || /[^s]s$/.test(head.lower) || zeroPlurals.test(head.lower) || irregularPlurals.has(head.lower);
  if (!["NOUN", "PROPN"].includes(head.pos) || (plural && !pluralHead)) return undefined;
  // (Belonging to a person asks "Who".)
  const owner = [...what].reverse().find((token) => token.pos === "NOUN" || token.pos === "PROPN");
  const who = lemma === "belong" && owner !== undefined && nounGroup(owner.lemma) === "person";
  // ("…depends on the species and on the minerals in the layer": where the second says its
  // preposition again, so does the first, "On the species and on the minerals…".)
  const again = what.some((token, index) => token.lower === "and" && what[index + 1]?.lower === preposition);
  return {
    question: `${who ? "Who" : "What"} ${plural ? "do" : "does"} ${inside(subject)} ${degree ? `${degree.lower} ` : ""}${lemma} ${preposition}${forWhat.length ? ` ${text(forWhat)}` : ""}?`,
    answer: capitalise(`${again ? `${preposition} ` : ""}${text(what)}.`),
    kind: "cause",
  };
}

/** Participles whose passive names what brings a thing about, with the verb's present and past ("caused": "causes", "caused"). */
const passiveOfCause: Record<string, [present: string, past: string, bare: string]> = {
  caused: ["causes", "caused", "cause"],
  made: ["makes", "made", "make"],
  produced: ["produces", "produced", "produce"],
  spread: ["spreads", "spread", "spread"],
  carried: ["carries", "carried", "carry"],
  released: ["releases", "released", "release"],
  triggered: ["triggers", "triggered", "trigger"],
  driven: ["drives", "drove", "drive"],
  powered: ["powers", "powered", "power"],
};

/** Past participles in "-n" and the past tenses they go with ("written" → "wrote"). */
const participlePast: Record<string, string> = {
  written: "wrote",
  drawn: "drew",
  given: "gave",
  taken: "took",
  begun: "began",
  chosen: "chose",
  spoken: "spoke",
  broken: "broke",
  driven: "drove",
  shown: "showed",
  done: "did",
  seen: "saw",
  grown: "grew",
  known: "knew",
  thrown: "threw",
  worn: "wore",
  sung: "sang",
  beaten: "beat",
  proven: "proved",
  sewn: "sewed",
  set: "set",
  put: "put",
};

/**
 * "Quicksort was invented by Tony Hoare in 1959." → "Who invented quicksort in 1959?", answered
 * by the named agent ("Tony Hoare"). Only a passive of the past with a short subject that names
 * itself, and an agent that is a name (a capitalised word, with a title or an article before it
 * at most: "the sculptor Frédéric Auguste Bartholdi").
 */
export function agent(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const be = tokens.findIndex((token, index) => index > 0 && /^(?:was|were)$/.test(token.lower));
  const participle = tokens[be + 1];
  // ("The idea was set out by…": a particle goes with the verb; "…was launched in 1990 by…": a date before "by" goes to the end.)
  let by = be + 2;
  const particle = /^(?:out|up|down|off|over)$/.test(tokens[by]?.lower ?? "") ? tokens[by++] : undefined;
  const date = tokens[by]?.lower === "in" && /^(?:1[0-9]{3}|20[0-9]{2})$/.test(tokens[by + 1]?.value ?? "") ? tokens.slice(by, (by += 2)) : [];
  // ("Early calls were connected by hand by operators…": how it was done goes with the verb.)
  const manner =
    tokens[by]?.lower === "by" && /^(?:hand|machine)$/.test(tokens[by + 1]?.lower ?? "") && tokens[by + 2]?.lower === "by" ? tokens.slice(by, (by += 2)) : [];
  if (be < 1 || participle === undefined || participle.pos !== "VERB" || tokens[by]?.lower !== "by") return undefined;
  const subject = tokens.slice(0, be);
  if (
    subject.length > 6 ||
    subject.some((token) => !["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos) && token.lower !== "of") ||
    subject.some(pointsElsewhere)
  )
    return undefined;
  const past = /ed$/.test(participle.lower) ? participle.lower : irregularPast.has(participle.lower) ? participle.lower : participlePast[participle.lower];
  if (past === undefined) return undefined;
  let end = by + 1;
  const inName = (at: number) =>
    ["DET", "ADJ", "NOUN", "PROPN"].includes(tokens[at]!.pos) ||
    tokens[at]!.value === "-" ||
    // ("the Republic of Turkey": "of" and a capitalised word go on with the name.)
    (tokens[at]!.lower === "of" && /^\p{Lu}/u.test(tokens[at + 1]?.value ?? "") && /^\p{Lu}/u.test(tokens[at - 1]!.value));
  while (end < tokens.length && inName(end)) end += 1;
  const named = tokens.slice(by + 1, end);
  // The agent is a name: it ends with capitalised words, and any words before them are a title
  // (or what it is: "the space shuttle Discovery", asked "What", a thing); or people by their work,
  // in the plural ("…by operators at a switchboard").
  const capitalised = named.findIndex((token) => /^\p{Lu}/u.test(token.value));
  // ("…by the Rapa Nui people": a people named by a name and "people" is a name too.)
  const nation = capitalised >= 0 && named.length - capitalised >= 2 && /^(?:people|peoples)$/.test(named[named.length - 1]!.lower) ? 1 : 0;
  const last = named[named.length - 1];
  const people =
    capitalised < 0 &&
    named.length <= 3 &&
    last?.pos === "NOUN" &&
    last.lower !== last.lemma &&
    !/^(?:the|a|an)$/.test(named[0]?.lower ?? "") &&
    canBePerson(last.lemma);
  if (
    !people &&
    (capitalised < 0 ||
      named.slice(capitalised, named.length - nation).some((token) => !/^\p{Lu}/u.test(token.value) && token.lower !== "of") ||
      capitalised > 3)
  )
    return undefined;
  const kind = people ? last : [...named.slice(0, capitalised)].reverse().find((token) => token.pos === "NOUN");
  const who = people || kind === undefined || ["person", "group"].includes(nounGroup(kind.lemma) ?? "person") ? "Who" : "What";
  // …and no more than a short phrase after it ("in 1959"); another clause or a list goes on past what is asked.
  let rest = [...date, ...tokens.slice(end)];
  // ("…by the Rapa Nui people between about 1250 and 1500, mostly from soft volcanic rock…": what
  // follows in phrases of time, place or material the question leaves out; the doer stays the answer.)
  const phrases =
    nation === 1 &&
    rest[0]?.pos === "ADP" &&
    !rest.some((token) => token.pos === "CCONJ" && ["VERB", "AUX"].includes(tokens[tokens.indexOf(token) + 1]?.pos ?? ""));
  if (phrases && date.length === 0) rest = [];
  if (rest.length > 0 && (rest[0]!.pos !== "ADP" || rest.length > 4 || rest.some((token) => token.pos === "PUNCT" || token.pos === "CCONJ"))) return undefined;
  const object = inside(subject);
  return {
    question: `${who} ${past}${particle ? ` ${particle.lower}` : ""} ${object}${manner.length ? ` ${text(manner)}` : ""}${rest.length ? ` ${text(rest)}` : ""}?`,
    answer: capitalise(text(named)),
    kind: "agent",
  };
}

/**
 * A passive sentence said the other way round, for a true statement in other words than the
 * source's: "Tides are caused by the pull of the Moon." → "The pull of the Moon causes tides.";
 * "The telephone was invented by Alexander Graham Bell in 1876." → "Alexander Graham Bell invented
 * the telephone in 1876." Only where the cause or agent question reads it (a short subject that
 * names itself, the doer whole).
 */
export function restatedPassive(sentence: Sentence): string | undefined {
  const tokens = trimEnd(sentence.tokens);
  const passive = tokens.some(
    (token, index) => /^(?:is|are|was|were)$/.test(token.lower) && tokens[index + 1]?.pos === "VERB" && tokens[index + 2]?.lower === "by",
  );
  const asked = passive ? (agent(sentence) ?? cause(sentence)) : undefined;
  if (!asked) return undefined;
  let doing = asked.question.replace(/^(?:Who|What) /, "").replace(/\?$/, "");
  // ("Harmful bacteria cause food poisoning", "Bacteria … make the poison": a plural doer takes the verb's bare form.)
  const present = Object.values(passiveOfCause).find(([form]) => doing.startsWith(`${form} `));
  if (present) {
    const doer = tokensOf(asked.answer);
    const end = doer.findIndex((token, index) => index > 0 && (token.pos === "ADP" || token.pos === "PUNCT" || /^(?:that|which|who)$/.test(token.lower)));
    const head = [...(end < 0 ? doer : doer.slice(0, end))].reverse().find((token) => token.pos === "NOUN" || token.pos === "PROPN");
    if (head === undefined) return undefined;
    if (head.lower !== head.lemma || irregularPlurals.has(head.lower)) doing = `${present[2]}${doing.slice(present[0].length)}`;
  }
  return `${asked.answer} ${doing}.`;
}

/**
 * How a sentence says it follows from the one before: "As a result, …", "Consequently, …". (Not
 * "Because of this" or "Therefore", which as often sum up several sentences: "…have Celtic names.
 * Because of this, place names help historians…".)
 */
const resultOpeners = [
  ["as", "a", "result", ","],
  ["consequently", ","],
  // ("…they also produce methane, which the animal belches out. For this reason cattle farming is a
  // large source of greenhouse gas.": "this reason" is the sentence before.)
  ["for", "this", "reason", ","],
  ["for", "this", "reason"],
];

/** The effect a sentence says follows from the one before, after its opener; undefined for any other sentence. */
function effectAfter(next: Sentence): Token[] | undefined {
  const tokens = trimEnd(next.tokens);
  const opener = resultOpeners.find((words) => words.every((word, index) => tokens[index]?.lower === word));
  // ("This is why the nodes in the neck often swell…", "This variation is why brothers and sisters…":
  // "this", a noun at most, "is why" say the same of the sentence before.)
  const named = tokens[1]?.pos === "NOUN" ? 1 : 0;
  const thisIsWhy = tokens[0]?.lower === "this" && /^(?:is|was)$/.test(tokens[1 + named]?.lower ?? "") && tokens[2 + named]?.lower === "why" ? 3 + named : 0;
  // ("A suffix therefore has two forms, and the speaker chooses…": "therefore" after the subject, its
  // clause up to ", and", ", but" or a semicolon.)
  const therefore = tokens.findIndex(
    (token, index) =>
      index >= 1 &&
      index <= 4 &&
      token.lower === "therefore" &&
      // ("Conservation workers rearing cranes therefore wear…": an "-ing" participle and its object in the subject too.)
      tokens
        .slice(0, index)
        .every(
          (before, at) =>
            ["DET", "ADJ", "NOUN", "PROPN"].includes(before.pos) ||
            (at > 0 && before.pos === "VERB" && /\p{Ll}ing$/u.test(before.lower) && tokens[at + 1]?.pos === "NOUN"),
        ) &&
      ["VERB", "AUX"].includes(tokens[index + 1]?.pos ?? ""),
  );
  if (!opener && !thisIsWhy && therefore < 0) return undefined;
  let effect = opener || thisIsWhy ? tokens.slice(opener ? opener.length : thisIsWhy) : [...tokens.slice(0, therefore), ...tokens.slice(therefore + 1)];
  // (The effect's clause ends before ", and", ", but" or a semicolon: "For this reason biofilms on
  // catheters … cause infections that are hard to treat, and the device often has to be removed".)
  const clauseEnd = effect.findIndex((token, index) => token.value === ";" || (token.value === "," && /^(?:and|but)$/.test(effect[index + 1]?.lower ?? "")));
  if (clauseEnd > 0 && (!opener || opener[0] === "for")) effect = effect.slice(0, clauseEnd);
  // (Nor is an aside about its object: "…keep a version history, which lets the user go back…".)
  const aside = effect.findIndex((token, index) => index > 2 && token.value === "," && /^(?:which|who)$/.test(effect[index + 1]?.lower ?? ""));
  if (aside > 0 && opener?.[0] === "for") effect = effect.slice(0, aside);
  if (!opener && !thisIsWhy && effect.some((token) => token.value === ",")) return undefined;
  // ("Conservation workers rearing cranes therefore wear costumes that hide their human shape": a
  // "their" after the verb of a subject that opens with a plural noun is the subject's own.)
  const firstVerb = effect.findIndex((token, index) => finite(token) && !(index > 0 && /\p{Ll}ing$/u.test(token.lower)));
  // (Only after "therefore", which ties the subject's own doing to the sentence before; "This is why
  // mothballs slowly shrink and give clothes their strong smell" may sum up more than one sentence.)
  const own =
    therefore >= 0 && firstVerb > 0 && endsInPlural(effect.slice(0, Math.min(firstVerb, effect.findIndex((token) => token.pos === "NOUN") + 1)))
      ? /^their$/
      : /^$/;
  if (effect.length < 3 || leansOutside(effect, own) || !["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]!.pos)) return undefined;
  if (!effect.some((token) => token.pos === "VERB" || token.pos === "AUX")) return undefined;
  // ("…why English has father and three where Latin has…": "has" before a bare word read as a verb is
  // "has" itself, with a noun; no question form reads it.)
  if (
    effect.some(
      (token, index) => /^(?:has|have|had)$/.test(token.lower) && effect[index + 1]?.pos === "VERB" && effect[index + 1]!.lower === effect[index + 1]!.lemma,
    )
  )
    return undefined;
  return effect;
}

/** The sentence before a result, whole, as its cause: it names what it is about itself and says something. */
function causeBefore(cause: Sentence, next: Sentence, becauseToo = false): Token[] | undefined {
  const tokens = trimEnd(cause.tokens);
  // (Words only: "such as "ä" and "y"" reads short, whatever its quotation marks.)
  if (cause.sources || cause.page !== next.page || next.index !== cause.index + 1 || tokens.filter((token) => token.pos !== "PUNCT").length > 30)
    return undefined;
  // (`becauseToo`: a sentence that gives its own reason, "Because crossing over mixes genes…, no two
  // gametes are exactly alike", answers whole for what "This variation is why…" says follows from it.)
  if (
    pointsElsewhere(tokens[0]!) ||
    (/^(?:there|this|these|such|as|for|because|so)$/.test(tokens[0]!.lower) && !(becauseToo && tokens[0]!.lower === "because"))
  )
    return undefined;
  // ("According to the law, certain consonants shifted…": what a source says is no cause of its own.)
  if (tokens[0]!.lower === "according" && tokens[1]?.lower === "to") return undefined;
  if (!tokens.some((token) => token.pos === "VERB" || token.pos === "AUX")) return undefined;
  // ("The name comes from early spelling checkers that knew…. As a result, documents…": where a name
  // comes from is no cause of what the next sentence tells.)
  if (/^the$/.test(tokens[0]!.lower) && nameWords.test(tokens[1]?.lower ?? "")) return undefined;
  return tokens;
}

/**
 * A result the next sentence gives: "The canal cut the cost of transport by about 90 percent. As a
 * result, New York City became the busiest port in the United States." → "Why did New York City
 * become the busiest port in the United States?", answered by the sentence before.
 */
export function whyAfter(cause: Sentence, next: Sentence): Asked | undefined {
  const effect = effectAfter(next);
  if (!effect || !causeBefore(cause, next, /^This\s+(?:\p{L}+\s+)?(?:is|was)\s+why\s/u.test(next.text))) return undefined;
  // ("HDL … carries cholesterol back to the liver…. For this reason, LDL is often called bad
  // cholesterol and HDL good cholesterol.": a name the effect gives that the cause does not is what
  // an earlier sentence told; the reason is more than the one sentence.)
  const named = (token: Token) => token.pos === "PROPN" || /^\p{Lu}{2,}s?$/u.test(token.value);
  if (
    /^for this reason\b/i.test(next.text) &&
    cause.tokens.some(named) &&
    effect.some((token) => named(token) && !wholeWords(token.value, "u").test(cause.text))
  )
    return undefined;
  const form = whyForm(effect);
  if (!form) return undefined;
  return { question: `Why ${form}?`, answer: cause.text, kind: "why" };
}

/** Words for what a sentence told, which "This … is called X" names: "This effect is called piezoelectricity". */
const toldHeads =
  /^(?:balance|rebound|signal|warning|adaptation|effect|process|reaction|change|mixing|response|arrangement|technique|method|approach|habit|rule|mistake|behaviour|behavior|movement|pattern|flow|cycle|phenomenon|practice|strategy|principle|relationship|partnership|shift|transfer|exchange|interaction|transformation|splitting|spreading|force|motion|tendency|bias|illusion|fallacy)$/;

/** What a sentence names of what another tells: the word for it ("effect"), the name, and the words that tell it. */
export interface NamedTold {
  head: string;
  term: string;
  article: string | undefined;
  plural: boolean;
  told: string;
}

/** The name after "called" or "known as" (and an article), up to a word that is no part of a name: its words, article and end. */
function calledName(tokens: Token[], at: number): { term: string; article: string | undefined; start: number; end: number } | undefined {
  const known = tokens[at]?.lower === "known" && tokens[at + 1]?.lower === "as";
  if (tokens[at]?.lower !== "called" && !known) return undefined;
  const from = at + (known ? 2 : 1);
  // ("…; this process is called plucking.": an "-ing" word alone at the end is a name, whatever the tagger made of it.)
  const word = tokens[from];
  if (word?.pos === "VERB" && /^\p{Ll}{3,}ing$/u.test(word.value) && (from + 1 === tokens.length || tokens[from + 1]!.value === ","))
    return { term: word.value, article: undefined, start: from, end: from + 1 };
  return nameAt(tokens, from);
}

/** A name from `from` (after an article, if any) up to a word that is no part of a name: its words, article, start and end. */
function nameAt(tokens: Token[], from: number): { term: string; article: string | undefined; start: number; end: number } | undefined {
  const article = /^(?:a|an|the)$/.test(tokens[from]?.lower ?? "") ? tokens[from]!.lower : undefined;
  const start = article ? from + 1 : from;
  let end = start;
  while (
    end < tokens.length &&
    (["NOUN", "ADJ", "PROPN"].includes(tokens[end]!.pos) ||
      inWord(tokens[end]!) ||
      (tokens[end]!.lower === "of" && ["NOUN", "PROPN"].includes(tokens[end + 1]?.pos ?? "")))
  )
    end += 1;
  if (end === start || end - start > 5) return undefined;
  return { term: text(tokens.slice(start, end)), article, start, end };
}

/**
 * Whether the words that tell what is named tell it whole: no pronoun for what another sentence
 * named ("Cooler, denser fluid sinks to take its place"; "when they are squeezed" is its own
 * subject's), nothing said to be "the same" ("Soap bubbles show colours for the same reason"), and
 * no finding ("In 1839 Charles Goodyear found that heating rubber…" tells a finding, not the process).
 */
function tellsWhole(told: Token[], sentence: string): boolean {
  // ("The Earth's crust floats on the denser mantle beneath it", "a sound often becomes more like the
  // sound next to it": an "it" after a word of place, where a singular noun is the whole subject, is
  // that subject.)
  const verbAt = told.findIndex(finite);
  const subjectHead = told.slice(0, Math.max(0, verbAt)).findLast((token) => token.pos !== "ADV");
  const singularSubject =
    verbAt > 0 && subjectHead?.pos === "NOUN" && subjectHead.lower === subjectHead.lemma && !told.slice(0, verbAt).some((token) => token.pos === "CCONJ");
  // ("Some plants release chemicals that harm the plants growing around them": so is a "them" after
  // such a word, where the whole subject is a plural noun.)
  const pluralSubject = verbAt > 0 && subjectHead?.pos === "NOUN" && pluralNoun(subjectHead) && !told.slice(0, verbAt).some((token) => token.pos === "CCONJ");
  const placeWord = /^(?:beneath|below|under|underneath|above|around|behind|inside|within|beside|near)$/;
  const ownPronoun = (index: number) =>
    (told[index]!.lower === "them" && pluralSubject && placeWord.test(told[index - 1]?.lower ?? "")) ||
    (/^(?:it|they)$/.test(told[index]!.lower) &&
      (told[index - 1]?.pos === "SCONJ" || /^(?:when|if|as|because|until|once|while)$/.test(told[index - 1]?.lower ?? ""))) ||
    (told[index]!.lower === "it" &&
      singularSubject &&
      (placeWord.test(told[index - 1]?.lower ?? "") || (told[index - 1]?.lower === "to" && told[index - 2]?.lower === "next"))) ||
    // ("Many territorial animals react less strongly to their established neighbours…": a "their"
    // after a plural subject, with no other plural noun after the verb before it, is the subject's;
    // so is an "its" after a singular one with no noun between.)
    (told[index]!.lower === "their" && pluralSubject && !told.slice(verbAt, index).some((token) => token.pos === "NOUN" && pluralNoun(token))) ||
    (told[index]!.lower === "its" && singularSubject && !told.slice(verbAt, index).some((token) => token.pos === "NOUN" || token.pos === "PROPN"));
  return !(
    sameAsAnother(sentence) ||
    /\bthe same\b/i.test(sentence) ||
    told.some(
      (token, index) => (pointsElsewhere(token) || token.lower === "them" || (token.lower === "such" && told[index + 1]?.lower !== "as")) && !ownPronoun(index),
    ) ||
    // ("…the land there has been rising": a "there" after a noun is a place another sentence named,
    // unless a place comes before it: "auxin collects on the shaded side, and the cells there…".)
    told.some(
      (token, index) =>
        token.lower === "there" &&
        told[index - 1]?.pos === "NOUN" &&
        !told
          .slice(0, index)
          .some((place, at) => /^(?:in|on|at|into|onto|inside|near)$/.test(place.lower) && ["DET", "NOUN", "PROPN"].includes(told[at + 1]?.pos ?? "")),
    ) ||
    told.some(
      (token, index) => /^(?:found|showed|discovered|noticed|realised|realized|observed|proved|argued)$/.test(token.lower) && told[index + 1]?.lower === "that",
    )
  );
}

/**
 * What a sentence names at its end of what it tells before: "An attacker can flood a server with SYN
 * messages and never finish the handshake, an attack known as a SYN flood." The clause before the
 * comma must be whole: a verb of its own, and no comma but the one that closes an opening clause of
 * time or condition ("When an image is enlarged too much, the individual pixels become visible, an
 * effect called pixelation").
 */
export function namedWithin(sentence: Sentence): NamedTold | undefined {
  const tokens = trimEnd(sentence.tokens);
  const semicolon = tokens.findIndex((token) => token.value === ";");
  if (semicolon > 3) return namedAfterSemicolon(sentence, tokens, semicolon);
  const comma = tokens.findLastIndex((token) => token.value === ",");
  if (comma < 3 || !/^(?:a|an)$/.test(tokens[comma + 1]?.lower ?? "")) return undefined;
  let at = comma + 2;
  while (tokens[at]?.pos === "ADJ" && at < comma + 4) at += 1;
  const head = tokens[at];
  if (!head || !(toldHeads.test(head.lower) || /^(?:condition|stage|step|trait|property|attack|disorder|habit)$/.test(head.lower))) return undefined;
  const name = calledName(tokens, at + 1);
  if (!name || name.end !== tokens.length) return undefined;
  const told = tokens.slice(0, comma);
  const commas = told.filter((token) => token.value === ",").length;
  const opening = /^(?:when|if|once|after|before|as|while|whenever)$/.test(told[0]!.lower);
  if (commas > 1 || (commas === 1 && !opening)) return undefined;
  if (!told.some(finite) || pointsElsewhere(told[0]!) || !tellsWhole(told, sentence.text) || wholeWords(name.term, "iu").test(text(told))) return undefined;
  return {
    head: [...tokens.slice(comma + 2, at), head].map((token) => token.lower).join(" "),
    term: name.term,
    article: name.article,
    plural: false,
    told: `${capitalise(text(told))}.`,
  };
}

/**
 * "Meltwater freezes in cracks in the rock behind the glacier and pries loose pieces, which the ice
 * carries away; this process is called plucking.": what "this … is called X" after a semicolon
 * names of the clause before it. The clause must be whole, as in `namedWithin`; its one comma may
 * open a "which" clause about what it names last.
 */
function namedAfterSemicolon(sentence: Sentence, tokens: Token[], semicolon: number): NamedTold | undefined {
  if (!/^(?:this|these)$/.test(tokens[semicolon + 1]?.lower ?? "")) return undefined;
  let at = semicolon + 2;
  while (tokens[at]?.pos === "ADJ" && at < semicolon + 4) at += 1;
  const head = tokens[at];
  if (!head || !toldHeads.test(head.lower) || !/^(?:is|are)$/.test(tokens[at + 1]?.lower ?? "")) return undefined;
  const name = calledName(tokens, at + 2);
  if (!name || name.end !== tokens.length) return undefined;
  const told = tokens.slice(0, semicolon);
  const commas = told.flatMap((token, index) => (token.value === "," ? [index] : []));
  if (commas.length > 1 || (commas.length === 1 && !/^(?:which|who)$/.test(told[commas[0]! + 1]?.lower ?? ""))) return undefined;
  if (!told.some(finite) || pointsElsewhere(told[0]!) || !tellsWhole(told, sentence.text) || wholeWords(name.term, "iu").test(text(told))) return undefined;
  return {
    head: [...tokens.slice(semicolon + 2, at), head].map((token) => token.lower).join(" "),
    term: name.term,
    article: name.article,
    plural: tokens[at + 1]!.lower === "are",
    told: `${capitalise(text(told))}.`,
  };
}

/** What "This … is called X" names, from the sentence after the one it tells: the word for it ("effect") and X. */
export function namedNext(told: Sentence, next: Sentence): NamedTold | undefined {
  let tokens = trimEnd(next.tokens);
  // ("Linguists call this change assimilation.": those who name it, "call", and what they call it.)
  const call = tokens.findIndex((token) => /^(?:calls?|called)$/.test(token.lower) && token.pos === "VERB");
  const namers =
    call >= 1 &&
    call <= 3 &&
    tokens.slice(0, call).every((token) => ["NOUN", "PROPN", "ADJ"].includes(token.pos)) &&
    /^(?:this|these)$/.test(tokens[call + 1]?.lower ?? "");
  if (namers) tokens = tokens.slice(call + 1);
  if (!/^(?:this|these)$/.test(tokens[0]?.lower ?? "")) return undefined;
  let at = 1;
  while (tokens[at]?.pos === "ADJ" && at < 3) at += 1;
  // ("This form of competition is called allelopathy.": a form, kind or type of a noun is the head with it.)
  const kindOf = /^(?:form|kind|type|sort)$/.test(tokens[at]?.lower ?? "") && tokens[at + 1]?.lower === "of" && tokens[at + 2]?.pos === "NOUN";
  if (kindOf) at += 2;
  const head = tokens[at];
  if (!head || !(toldHeads.test(head.lower) || kindOf)) return undefined;
  const be = tokens[at + 1];
  // ("This strategy, known as aposematism, warns predators…": a name between commas after it too.)
  const between = be?.value === "," ? calledName(tokens, at + 2) : undefined;
  const name = namers ? nameAt(tokens, at + 1) : /^(?:is|are|was|were)$/.test(be?.lower ?? "") ? calledName(tokens, at + 2) : between;
  if (!name || (name.end < tokens.length && tokens[name.end]!.value !== ",")) return undefined;
  if ((namers && name.end !== tokens.length) || (between && tokens[name.end]?.value !== ",")) return undefined;
  // The sentence it tells: its own, whole, not the term's, and naming what it is about itself.
  if (!causeBefore(told, next) || wholeWords(name.term, "iu").test(told.text) || /\bcalled\b/i.test(told.text)) return undefined;
  if (!tellsWhole(trimEnd(told.tokens), told.text)) return undefined;
  return {
    head: [...tokens.slice(1, at), head].map((token) => token.lower).join(" "),
    term: name.term,
    article: name.article,
    plural: /^(?:are|were)$/.test(be?.lower ?? "") || (namers && head.lower !== head.lemma),
    told: told.text,
  };
}

/**
 * "Some crystals, such as quartz, produce a small voltage when they are squeezed or bent. This effect
 * is called piezoelectricity…" → "Which term means the effect this describes: “Some crystals, such as
 * quartz, produce…”?", answered "piezoelectricity".
 */
export function definitionNext(told: Sentence, next: Sentence): Asked | undefined {
  const named = namedNext(told, next);
  return named && definitionTold(named);
}

/** The question that asks for the name of what the words tell: "Which term means the effect this describes: “…”?". */
export const definitionTold = (named: NamedTold): Asked => ({
  question: `Which term means the ${named.head} this describes: “${named.told.replace(/[.!]$/, "")}”?`,
  answer: named.term,
  kind: "definition",
});

/** The same two sentences as one true statement, the result first: "New York City became the busiest port… because the canal cut…". */
export function restatedAfter(cause: Sentence, next: Sentence): string | undefined {
  const effect = effectAfter(next);
  const tokens = effect ? causeBefore(cause, next) : undefined;
  if (!effect || !tokens) return undefined;
  // ("…because living things often use only one enantiomer, because enzymes are…": a cause with a
  // reason of its own reads as two, one after the other.)
  if (tokens.some((token) => token.lower === "because")) return undefined;
  // ("Spinning wastes processor time, but it avoids the cost of…. For this reason, spinlocks suit…":
  // the reason is what ", but" sets against the clause before it, and "X because A, but B" misreads it.)
  if (tokens.some((token, index) => token.value === "," && /^(?:but|yet)$/.test(tokens[index + 1]?.lower ?? ""))) return undefined;
  const causeText = inside(tokens);
  return `${capitalise(text(effect))} because ${causeText}.`.replace(/\s+,/g, ",");
}

/**
 * A clause before a means that names what it is about itself: it opens with a noun phrase, points
 * nowhere else ("its" and "their" after the subject are the subject's), and has no comma.
 */
const namesItself = (effect: Token[]) =>
  ["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]?.pos ?? "") &&
  // (A possessive after the subject is its own: "…close their stomata"; "his" or "her" after a name,
  // "Frederic Tudor later insulated his ships…".)
  !effect.some(
    (token, index) =>
      (pointsElsewhere(token) && !(index > 0 && (/^(?:its|their)$/.test(token.lower) || (/^(?:his|her)$/.test(token.lower) && effect[0]!.pos === "PROPN")))) ||
      token.pos === "PUNCT",
  );

/** Verbs of doing with a tool or a material, whose "with" names it ("cut down trees with their teeth"). */
const toolVerbs =
  /^(?:cut|catch|grip|hold|dig|build|cover|coat|fill|clean|wash|treat|kill|crush|grind|measure|detect|sense|hit|strike|break|seal|protect|defend|mark|paint|write|draw|light|heat|cool|feed|hunt|trap|attack|fight|carry|pull|push|lift|make|line|bind|tie|fix|stick|decorate|spray|water|fertilise|fertilize|replace|call|attract|lure|signal|insulate|image|scan|photograph|examine)$/;

/**
 * "Beavers cut down trees with their strong front teeth, which never stop growing." → "How do
 * beavers cut down trees?", answered "With their strong front teeth." A verb of doing with a tool
 * or a material, its object a noun phrase, and "with" and a noun phrase ending the clause.
 */
function withMeans(all: Token[]): Asked | undefined {
  // ("In Mozambique, hunters call the birds with a special trilling sound…": an opening setting goes to the question's end.)
  const { setting, rest } = openingSetting(all);
  if (setting.length > 0) {
    const asked = withMeans(rest);
    return asked && { ...asked, question: asked.question.replace(/\?$/, `${atTheEnd(setting)}?`) };
  }
  const which = all.findIndex((token, index) => token.value === "," && /^(?:which|that)$/.test(all[index + 1]?.lower ?? ""));
  const tokens = which > 0 ? all.slice(0, which) : all;
  const at = tokens.findIndex((token, index) => index > 2 && token.lower === "with");
  if (at < 0) return undefined;
  // (The tool ends where a clause about it begins: "…with a blanket that keeps air away".)
  let tool = tokens.slice(at + 1);
  const relative = tool.findIndex((token) => /^(?:that|which|who)$/.test(token.lower));
  if (relative > 0) tool = tool.slice(0, relative);
  // (…or where a clause of its own follows: "…is treated with antibiotics, and it is prevented…".)
  const clause = tool.findIndex((token, index) => /^[,;]$/.test(token.value) && (token.value === ";" || /^(?:and|but)$/.test(tool[index + 1]?.lower ?? "")));
  if (clause > 0) tool = tool.slice(0, clause);
  const start = /^(?:its|their|a|an|the|his|her)$/.test(tool[0]?.lower ?? "") ? 1 : 0;
  // (An "-ing" word before a noun describes it: "with a special trilling sound"; two tools may be
  // joined, "with ultraviolet light and X-rays".)
  const inTool = (token: Token, index: number, rest: Token[]) =>
    ["NOUN", "ADJ"].includes(token.pos) ||
    (token.lower === "of" && rest[index + 1]?.pos === "NOUN") ||
    (token.pos === "VERB" && /^\p{Ll}+ing$/u.test(token.value) && rest[index + 1]?.pos === "NOUN") ||
    (/^(?:and|or)$/.test(token.lower) && index > 0 && ["NOUN", "ADJ", "PROPN"].includes(rest[index + 1]?.pos ?? ""));
  // ("…with sawdust, a waste product of sawmills": a tool's description after its comma goes with it.)
  const described = tool.findIndex((token, index) => token.value === "," && /^(?:a|an)$/.test(tool[index + 1]?.lower ?? ""));
  const core = described > 0 ? tool.slice(0, described) : tool;
  if (described > 0 && !tool.slice(described + 2).every((token) => ["NOUN", "ADJ"].includes(token.pos) || token.lower === "of")) return undefined;
  if (core.length - start < 1 || core.length - start > 5 || !core.slice(start).every(inTool)) return undefined;
  if (core[core.length - 1]!.pos !== "NOUN") return undefined;
  const effect = tokens.slice(0, at);
  // (An "-ing" word after an article describes its noun: "cover a burning liquid".)
  const verbs = effect.filter(
    (token, index) => (token.pos === "VERB" || token.pos === "AUX") && !(/ing$/.test(token.lower) && /^(?:a|an|the)$/.test(effect[index - 1]?.lower ?? "")),
  );
  // ("Whooping cough is treated with antibiotics", "An infection can often be treated with…": a
  // passive, after a modal at most, with no object, likewise.)
  const [be, done] = [verbs[verbs.length - 2], verbs[verbs.length - 1]];
  const modal = verbs.length === 3 && verbs[0]!.pos === "AUX" && /^(?:can|could|may|might|must|should|will|would)$/.test(verbs[0]!.lower);
  const passive =
    (verbs.length === 2 || modal) &&
    be?.pos === "AUX" &&
    be.lemma === "be" &&
    done?.pos === "VERB" &&
    effect.slice(effect.indexOf(be) + 1, effect.indexOf(done)).every((token) => token.pos === "ADV") &&
    /ed$/.test(done.lower) &&
    effect[effect.length - 1] === done;
  const verb = passive ? done : verbs[0]!;
  if ((verbs.length !== 1 && !passive) || verb.pos !== "VERB" || !toolVerbs.test(verb.lemma)) return undefined;
  // The object: a noun phrase (after a particle at most), no clause or list of its own.
  const object = effect.slice(effect.indexOf(verb) + 1).filter((token) => !/^(?:down|up|out|off|away|back|in)$/.test(token.lower));
  if (passive && object.length === 0 && namesItself(effect.slice(0, effect.indexOf(verbs[0]!)))) {
    const form = questionForm(effect);
    return form ? { question: `How ${form}?`, answer: `With ${text(tool)}.`, kind: "method" } : undefined;
  }
  if (
    object.length < 1 ||
    object[object.length - 1]!.pos !== "NOUN" ||
    // (Its own things, joined: "insulated his ships and warehouses".)
    !object.every(
      (token, index) =>
        ["DET", "ADJ", "NOUN", "NUM", "PROPN"].includes(token.pos) ||
        /ing$/.test(token.lower) ||
        (index === 0 && /^(?:his|her|its|their)$/.test(token.lower)) ||
        (/^(?:and|or)$/.test(token.lower) && object[index - 1]?.pos === "NOUN" && object[index + 1]?.pos === "NOUN"),
    )
  )
    return undefined;
  if (!namesItself(effect) || /^(?:some|many|most|few|others|each)$/.test(effect[0]!.lower)) return undefined;
  const form = questionForm(effect);
  if (!form) return undefined;
  return { question: `How ${form}?`, answer: `With ${text(tool)}.`, kind: "method" };
}

/**
 * "A radiator warms a room in this way: air next to it is heated and rises, while…" → "How does a
 * radiator warm a room?", answered by what follows the colon: a clause that names its subject
 * itself, "in this way" (or "like this") and a colon before the explanation.
 */
function inThisWay(tokens: Token[]): Asked | undefined {
  const at = tokens.findIndex(
    (token, index) =>
      index > 2 &&
      ((token.lower === "in" && tokens[index + 1]?.lower === "this" && tokens[index + 2]?.lower === "way" && tokens[index + 3]?.value === ":") ||
        (token.lower === "like" && tokens[index + 1]?.lower === "this" && tokens[index + 2]?.value === ":")),
  );
  if (at < 0) return undefined;
  const effect = tokens.slice(0, at);
  const colon = tokens.findIndex((token, index) => index > at && token.value === ":");
  const explanation = tokens.slice(colon + 1);
  if (explanation.length < 4 || !explanation.some(finite) || !namesItself(effect) || !effect.some(finite)) return undefined;
  if (/^(?:some|many|most|few|others|each)$/.test(effect[0]!.lower)) return undefined;
  const form = questionForm(effect);
  return form ? { question: `How ${form}?`, answer: capitalise(`${text(explanation)}.`), kind: "method" } : undefined;
}

/** Verbs whose passive's "by" names a means, not a doer to name ("spread by mosquitoes", "prevented by a vaccine"). */
const meansVerbs = /^(?:prevent|treat|spread|transmit|carry|measure|diagnose|detect|power|drive|pollinate|cure|heat|cool|feed|control|protect|kill)$/;

/**
 * "Tetanus is prevented by a vaccine, which…" → "How is tetanus prevented?", answered "By a
 * vaccine." A passive of a verb of means whose "by" phrase, in lowercase words (a name is a doer,
 * which the agent question asks about), ends the sentence; a subject that names itself.
 */
function byPassive(tokens: Token[]): Asked | undefined {
  const be = tokens.findIndex((token, index) => index > 0 && /^(?:is|are|was|were)$/.test(token.lower));
  let participle = be + 1;
  while (tokens[participle]?.pos === "ADV") participle += 1;
  const verb = tokens[participle];
  if (be < 1 || verb?.pos !== "VERB" || !meansVerbs.test(verb.lemma) || tokens[participle + 1]?.lower !== "by") return undefined;
  const subject = tokens.slice(0, be);
  if (subject.length > 6 || subject.some((token) => !["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos) || pointsElsewhere(token))) return undefined;
  if (/^(?:some|many|most|few|other|others|several|each|every)$/.test(subject[0]!.lower)) return undefined;
  const means = tokens.slice(participle + 2);
  if (
    means.length < 1 ||
    means.length > 6 ||
    means.some((token) => !["DET", "ADJ", "NOUN", "NUM"].includes(token.pos) || /^\p{Lu}/u.test(token.value) || pointsElsewhere(token))
  )
    return undefined;
  if (means[means.length - 1]!.pos !== "NOUN") return undefined;
  const adverbs = tokens.slice(be + 1, participle);
  const named = inside(subject);
  return {
    question: `How ${tokens[be]!.lower} ${named}${adverbs.length ? ` ${text(adverbs)}` : ""} ${verb.value}?`,
    answer: `By ${text(means)}.`,
    kind: "method",
  };
}

/**
 * What a sentence names with "called", said as what the named thing is: "Many frog species are now
 * endangered by a fungal disease called chytridiomycosis." → "Chytridiomycosis is a fungal
 * disease."; "…in a region of the Great Plains called Tornado Alley." → "Tornado Alley is a region
 * of the Great Plains." Only where "a" or "an" opens a phrase of two words or more before "called"
 * (not "an operation called…", which says little), and the name ends the sentence or its clause.
 */
export function restatedCalled(sentence: Sentence): string | undefined {
  const tokens = trimEnd(sentence.tokens);
  const at = tokens.findIndex((token, index) => index > 2 && token.lower === "called" && ["NOUN", "PROPN"].includes(tokens[index - 1]!.pos));
  if (at < 0) return calledObject(tokens);
  // ("…on 31 July 1970, a date sailors called Black Tot Day": people after another noun are who
  // called it so, not part of what was called; "a date sailors" is nothing.)
  const namer = tokens[at - 1]!;
  if (namer.pos === "NOUN" && pluralNoun(namer) && canBePerson(namer.lemma) && tokens[at - 2]?.pos === "NOUN") return undefined;
  let end = at + 1;
  if (/^(?:a|an|the)$/.test(tokens[end]?.lower ?? "")) end += 1;
  const nameStart = end;
  while (end < tokens.length && ["NOUN", "PROPN", "NUM", "ADJ"].includes(tokens[end]!.pos)) end += 1;
  if (end === nameStart || end - nameStart > 4 || (end < tokens.length && tokens[end]!.value !== ",")) return undefined;
  const name = tokens.slice(at + 1, end);
  // The phrase before "called", back to its "a" or "an": nouns and adjectives, hyphened words, "of the …".
  let start = at - 1;
  const inPhrase = (token: Token) =>
    ["NOUN", "ADJ", "PROPN", "ADV"].includes(token.pos) || inWord(token) || token.lower === "of" || token.lower === "the" || token.space === "";
  while (start > 0 && start > at - 9 && !/^(?:a|an)$/.test(tokens[start]!.lower) && inPhrase(tokens[start]!)) start -= 1;
  if (!/^(?:a|an)$/.test(tokens[start]?.lower ?? "")) return undefined;
  const phrase = tokens.slice(start, at);
  const words = text(phrase.slice(1)).split(/\s+/);
  if (words.length < 2 || phrase.some(pointsElsewhere)) return undefined;
  // (In the tense of the sentence's first verb: "…sailed on a small wooden ship called the Mayflower" → "was".)
  const verb = tokens.find((token) => token.pos === "VERB" || token.pos === "AUX");
  const past = verb !== undefined && inPast(verb);
  // A plural name names the plural after "of": "a grid of tiny dots called pixels" → "Pixels are tiny
  // dots." (the grid is no pixel); "a group of molluscs called cephalopods" → "Cephalopods are molluscs.".
  // (So does a plural of letters: "a group of chemicals called CFCs" → "CFCs were chemicals.")
  const last = name[name.length - 1]!;
  if ((last.pos === "NOUN" && pluralNoun(last)) || lettersPlural.test(last.value)) {
    const of = phrase.findIndex((token) => token.lower === "of");
    const plural = of < 0 ? [] : phrase.slice(of + 1).filter((token) => token.lower !== "the");
    const head = plural[plural.length - 1];
    if (head === undefined || head.pos !== "NOUN" || head.lower === head.lemma) return undefined;
    return `${capitalise(text(name))} ${past ? "were" : "are"} ${text(plural)}.`;
  }
  // ("…a column of small plastic beads called resin…": a common noun's name for the plural after
  // "of" may be what those things are, not what the whole is; "Resin is a column…" is false.)
  const before = phrase[phrase.length - 1]!;
  if (name.every((token) => /^\p{Ll}/u.test(token.value)) && phrase.some((token) => token.lower === "of") && before.pos === "NOUN" && pluralNoun(before))
    return undefined;
  return `${capitalise(text(name))} ${past ? "was" : "is"} ${text(phrase)}.`;
}

/**
 * "The fungus grows fine threads, called hyphae, that spread far…" → "Hyphae are fine threads.": a
 * verb's (or a preposition's) plural object of two words or more, with no article, named in an aside
 * of its own.
 */
function calledObject(tokens: Token[]): string | undefined {
  const at = tokens.findIndex((token, index) => index > 3 && token.lower === "called" && tokens[index - 1]!.value === ",");
  const close = tokens.findIndex((token, index) => index > at + 1 && token.value === ",");
  if (at < 0 || close < 0) return undefined;
  const name = tokens.slice(at + 1, close);
  if (name.length > 3 || !name.every((token) => ["NOUN", "ADJ"].includes(token.pos) && /^\p{Ll}/u.test(token.value))) return undefined;
  let start = at - 1;
  while (start > 0 && ["NOUN", "ADJ"].includes(tokens[start - 1]!.pos)) start -= 1;
  // ("…made of many simple units, called neurons, …" → "Neurons are simple units.": how many there
  // are is no part of what each one is.)
  const counted = /^(?:many|several|some|few|numerous|various|countless|multiple)$/.test(tokens[start]?.lower ?? "") ? 1 : 0;
  const phrase = tokens.slice(start + counted, at - 1);
  const head = phrase[phrase.length - 1];
  // (Or a preposition's: "Many of these bacteria live in small swellings, called nodules, on…".)
  if (phrase.length < 2 || phrase.length > 4 || head?.pos !== "NOUN" || !pluralNoun(head) || !["VERB", "ADP"].includes(tokens[start - 1]?.pos ?? ""))
    return undefined;
  // (Not the members of a group the name is for: "…allowed groups of local people, called turnpike trusts, …".)
  if (tokens[start - 1]!.lower === "of" && /^(?:groups?|teams?|bands?|bodies|body|sets?|pairs?|committees?|councils?)$/.test(tokens[start - 2]?.lower ?? ""))
    return undefined;
  const verb = tokens.find((token) => token.pos === "VERB" || token.pos === "AUX");
  return `${capitalise(text(name))} ${verb !== undefined && inPast(verb) ? "were" : "are"} ${text(phrase)}.`;
}

/**
 * "Spiders help farmers by eating large numbers of pests." → "How do spiders help farmers?",
 * answered by the means ("By eating large numbers of pests."). Only where "by" and an "-ing"
 * verb end the sentence and the rest names everything itself.
 */
export function method(sentence: Sentence): Asked | undefined {
  let tokens = trimEnd(sentence.tokens);
  const opening = openingBy(tokens);
  if (opening) return opening;
  // ("Because the air in their tunnels is low in oxygen, naked mole-rats can survive … by switching…":
  // an opening reason says why, not how; the means is asked of the clause after its comma.)
  if (/^(?:because|since)$/.test(tokens[0]?.lower ?? "")) {
    const comma = tokens.findIndex((token) => token.value === ",");
    if (comma < 3 || !["NOUN", "PROPN", "ADJ", "DET"].includes(tokens[comma + 1]?.pos ?? "")) return undefined;
    tokens = tokens.slice(comma + 1);
  }
  // ("Suggestions are ranked by how few letters must be changed…": or by how much or how many.)
  // (Two letters before "-ing" make a doing too: "by using", "by doing".)
  const by = tokens.findIndex(
    (token, index) =>
      // ("Fish breathe by taking oxygen…": a one-word subject and its verb are enough before it.)
      index >= 2 &&
      token.lower === "by" &&
      (/^\p{Ll}{2,}ing$/u.test(tokens[index + 1]?.value ?? "") ||
        (tokens[index + 1]?.lower === "how" && /^(?:few|many|much|often|far|long|well)$/.test(tokens[index + 2]?.lower ?? ""))),
  );
  if (by < 0) return byMeans(tokens) ?? withMeans(tokens) ?? neededFor(tokens) ?? bestWay(tokens) ?? inThisWay(tokens);
  // ("…by listening to echoes, which is called echolocation": the means ends before the clause that names it.)
  const which = tokens.findIndex((token, index) => index > by && token.value === "," && tokens[index + 1]?.lower === "which");
  if (by > 0 && which > by) tokens = tokens.slice(0, which);
  // ("…by using the differences in wind speed just above the waves, a technique called dynamic
  // soaring": likewise before the name it is given.)
  const naming = tokens.findIndex(
    (token, index) =>
      index > by &&
      token.value === "," &&
      /^(?:a|an|the)$/.test(tokens[index + 1]?.lower ?? "") &&
      tokens.slice(index + 2, index + 5).some((word) => /^(?:called|named|known)$/.test(word.lower)),
  );
  if (by > 0 && naming > by) tokens = tokens.slice(0, naming);
  // ("Longitude can be worked out by comparing local noon with…, but this needs a clock…": a clause
  // after ", but" is another thing said.)
  const but = tokens.findIndex(
    (token, index) => index > by && token.value === "," && tokens[index + 1]?.lower === "but" && tokens.slice(index + 2).some(finite),
  );
  if (by > 0 && but > by) tokens = tokens.slice(0, but);
  // (A list's commas go on with the means: "…by looking at violence, language, drug use and other themes".)
  // (So do the means after it, each with its own "by": "…by asking health questions, by requiring
  // medical checks and by making cover compulsory".)
  const listComma = (at: number) =>
    (tokens[at + 1]?.lower === "by" && /^\p{Ll}{2,}ing$/u.test(tokens[at + 2]?.value ?? "")) ||
    (["NOUN", "ADJ", "DET"].includes(tokens[at + 1]?.pos ?? "") && !tokens.slice(at + 1).some((token) => ["VERB", "AUX", "SCONJ", "PRON"].includes(token.pos)));
  // (Nor does one between two adjectives: "…by spraying a boiling, foul-smelling liquid…".)
  if (
    by < 0 ||
    tokens.slice(by).some((token, index) => (token.value === "," && !listComma(by + index) && !adjectivesComma(tokens, by + index)) || token.pos === "SCONJ")
  )
    return undefined;
  // ("The marsh is cut by winding channels called creeks": after a passive, "by" names what does it,
  // and an "-ing" word English has as an adjective, before a plural noun, describes that noun; it is
  // no doing. "…change colour by moving pigments" is one.)
  const [doingWord, itsNoun, passive] = [tokens[by + 1], tokens[by + 2], tokens[by - 1]];
  // ("Each key belongs to the first server found by moving clockwise…": a participle right after a
  // noun, with the clause's own verb before it, is the noun's; the means is how it is found, not how
  // the subject does what its verb says.)
  const nounsOwn =
    passive?.pos === "VERB" &&
    passive.lower !== passive.lemma &&
    !/(?:s|ing)$/.test(passive.lower) &&
    ["NOUN", "PROPN"].includes(tokens[by - 2]?.pos ?? "") &&
    tokens.slice(0, by - 2).some((token) => token.pos === "VERB" || token.pos === "AUX");
  if (nounsOwn) return undefined;
  const afterBe = passive?.pos === "VERB" && tokens.slice(0, by - 1).some((token) => token.pos === "AUX" && token.lemma === "be");
  if (afterBe && doingWord && isAdjective(doingWord.lower) && itsNoun?.pos === "NOUN" && itsNoun.lower !== itsNoun.lemma) return undefined;
  // ("The rise is mainly caused by burning fossil fuels": what a thing is mainly caused by is its
  // chief cause, asked "What causes…?", not "How is the rise mainly caused?"; "How can hiccups be
  // triggered?" asks the ways.)
  if (
    afterBe &&
    /^(?:caused|triggered|produced|driven|created)$/.test(passive!.lower) &&
    /^(?:mainly|mostly|largely|partly|chiefly|primarily|usually)$/.test(tokens[by - 2]?.lower ?? "")
  )
    return undefined;
  let effect = tokens.slice(0, by);
  // ("Commitment devices, such as pension schemes that enrol workers automatically, work by making…":
  // examples set off by commas after the subject go; the question asks of the subject.)
  const aside = effect.findIndex((token, index) => token.value === "," && effect[index + 1]?.lower === "such" && effect[index + 2]?.lower === "as");
  const asideEnd = asideEndAt(effect, aside, ["VERB", "AUX"]);
  if (asideEnd > 0 && effect[aside - 1]!.pos === "NOUN") effect = [...effect.slice(0, aside), ...effect.slice(asideEnd + 1)];
  // ("…from hundreds of kilometres away, probably by using the position of the Sun…": a means after a
  // comma and a word of likelihood or habit is still the clause's, hedged as the text hedges it.)
  const hedge =
    effect[effect.length - 2]?.value === "," &&
    /^(?:probably|possibly|perhaps|usually|often|mainly|mostly|partly|largely)$/.test(effect[effect.length - 1]!.lower)
      ? effect[effect.length - 1]!
      : undefined;
  if (hedge) effect = effect.slice(0, -2);
  // ("Sea cucumbers crawl slowly on rows of tiny tube feet and feed by sweeping…": where the first of
  // two verbs has a phrase of its own, the means is the second's, asked with the subject alone: "How
  // do sea cucumbers feed?"; "Bats and dolphins find their way and catch prey by…" is both's.)
  // (So is an adverb of its own: "Young archerfish miss often and improve by watching…" → "How do
  // young archerfish improve?".)
  const second = effect.findIndex((token, index) => token.lower === "and" && effect[index + 1]?.pos === "VERB");
  if (second > 0) {
    const first = effect.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
    if (first <= 0 || first > second || effect[first]!.pos !== "VERB") return undefined;
    if (effect.slice(first + 1, second).some((token) => token.pos === "ADP" || token.pos === "ADV"))
      effect = [...effect.slice(0, first), ...effect.slice(second + 1)];
  }
  // ("Experts advise swimmers not to fight the current by swimming straight back…": a means in what
  // is denied is the one not to use; "How do experts advise swimmers not to fight…?" reads it as the
  // way to do what is denied.)
  if (effect.some((token) => /^(?:not|never|n't)$/.test(token.lower))) return undefined;
  // ("Researchers found that some dung beetles keep a straight course at night by using the Milky
  // Way…": the means is the clause's after "that", not the finding's.)
  if (effect.some((token, index) => token.lower === "that" && effect[index - 1]?.pos === "VERB")) return undefined;
  // ("Food poisoning is an illness caused by eating…" says what it is, not how it is done.)
  const be = effect.findIndex((token) => token.pos === "AUX" && token.lemma === "be");
  if (be > 0 && ["DET", "NOUN", "ADJ"].includes(effect.slice(be + 1).find((token) => token.pos !== "ADV")?.pos ?? "")) return undefined;
  // (A possessive after the subject is the subject's own: "Bats find their way…".)
  if (
    effect.some((token, index) => (pointsElsewhere(token) && !(index > 0 && /^(?:its|their)$/.test(token.lower))) || (token.pos === "PUNCT" && !inWord(token)))
  )
    return undefined;
  const form = questionForm(effect);
  if (!form) return undefined;
  return { question: `How ${form}?`, answer: capitalise(`${hedge ? `${hedge.lower} ` : ""}${text(tokens.slice(by))}.`), kind: "method" };
}

/**
 * "By keeping rivals away, an allelopathic plant gains more light, water and nutrients." → "How does
 * an allelopathic plant gain more light, water and nutrients?", answered "By keeping rivals away." An
 * opening "By" and a doing up to its comma, then a clause whose subject names itself.
 */
function openingBy(tokens: Token[]): Asked | undefined {
  if (tokens[0]?.lower !== "by" || !/^\p{Ll}{2,}ing$/u.test(tokens[1]?.value ?? "")) return undefined;
  const comma = tokens.findIndex((token) => token.value === ",");
  if (comma < 3 || comma > 9) return undefined;
  const means = tokens.slice(0, comma);
  const clause = tokens.slice(comma + 1);
  if (means.slice(2).some((token) => ["VERB", "AUX", "SCONJ"].includes(token.pos) || pointsElsewhere(token))) return undefined;
  // (The clause names its subject and all it speaks of itself, and is one clause: list commas only.)
  if (!namesItself(clause.filter((token) => token.value !== ",")) || clause.some((token) => token.pos === "SCONJ" || /^(?:which|who|[;:])$/.test(token.lower)))
    return undefined;
  const form = questionForm(clause);
  if (!form) return undefined;
  return { question: `How ${form}?`, answer: capitalise(`${text(means)}.`), kind: "method" };
}

/**
 * "The safest way to escape is to lean back…" → "What is the safest way to escape?", answered "To
 * lean back…". A way picked out by a superlative, "only", "main" or "usual", what it is a way to
 * do, and "is" or "was" with the doing that is the way.
 */
function bestWay(tokens: Token[]): Asked | undefined {
  if (tokens[0]?.lower !== "the" || tokens[2]?.lower !== "way" || tokens[3]?.lower !== "to") return undefined;
  const pick = tokens[1]!.lower;
  if (!/^(?:best|only|main|usual|worst)$/.test(pick) && !(/est$/.test(pick) && adjectiveFrom(pick) !== undefined)) return undefined;
  const be = tokens.findIndex((token, index) => index > 4 && /^(?:is|was)$/.test(token.lower));
  if (be < 0 || be > 10 || !/^(?:to|by)$/.test(tokens[be + 1]?.lower ?? "")) return undefined;
  const doing = tokens.slice(4, be);
  if (doing.some((token) => pointsElsewhere(token) || token.value === "," || ["SCONJ", "AUX"].includes(token.pos))) return undefined;
  const way = tokens.slice(be + 1);
  if (way.length < 2 || way.some(pointsElsewhere)) return undefined;
  return { question: `What ${tokens[be]!.lower} ${inside(tokens.slice(0, be))}?`, answer: capitalise(`${text(way)}.`), kind: "method" };
}

/**
 * "To make a claim, the buyer normally needs proof of purchase, such as a receipt." → "What does
 * the buyer normally need to make a claim?", answered "Proof of purchase, such as a receipt." An
 * opening "To …" and its comma, a subject that names itself, "need", "use" or "require", and what
 * is needed to the sentence's end.
 */
function neededFor(tokens: Token[]): Asked | undefined {
  const comma = openingTo(tokens);
  if (comma === undefined) return undefined;
  const purpose = tokens.slice(0, comma);
  const verbAt = tokens.findIndex((token, index) => index > comma && (token.pos === "VERB" || token.pos === "AUX"));
  const verb = tokens[verbAt];
  if (verb?.pos !== "VERB" || !/^(?:need|use|require)$/.test(verb.lemma)) return undefined;
  let end = verbAt;
  while (tokens[end - 1]?.pos === "ADV") end -= 1;
  const subject = tokens.slice(comma + 1, end);
  const needed = tokens.slice(verbAt + 1);
  if (subject.length < 1 || subject.length > 5) return undefined;
  if (!subject.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) || leansOnCount.test(subject[0]!.lower)) return undefined;
  if (needed.length < 1 || !["DET", "ADJ", "NOUN", "NUM"].includes(needed[0]!.pos)) return undefined;
  if ([...purpose, ...needed].some((token) => pointsElsewhere(token) || (["VERB", "AUX", "SCONJ"].includes(token.pos) && token !== purpose[1])))
    return undefined;
  const head = subject[subject.length - 1]!;
  const does = doFor(inPast(verb), pluralNoun(head));
  const adverbs = text(tokens.slice(end, verbAt));
  return {
    question: `What ${does} ${inside(subject)}${adverbs ? ` ${adverbs}` : ""} ${verb.lemma} ${purpose[0]!.lower} ${text(purpose.slice(1))}?`,
    answer: capitalise(`${text(needed)}.`),
    kind: "method",
  };
}

/**
 * "Adult salmon find their home river mainly by its smell, which…" → "How do adult salmon find their
 * home river?", answered "Mainly by its smell." A means named by a noun phrase that ends the clause,
 * after an active verb (not a passive's doer, "designed by John Roebling"), and not an amount or a
 * time ("by 10 per cent", "by the end of…").
 */
function byMeans(all: Token[]): Asked | undefined {
  // (The clause ends at ", which" or at a colon or semicolon: "Dolphins find food by echolocation: they make…".)
  const which = all.findIndex((token, index) => (token.value === "," && all[index + 1]?.lower === "which") || token.value === ":" || token.value === ";");
  const tokens = which > 0 ? all.slice(0, which) : all;
  const passive = byPassive(tokens);
  if (passive !== undefined) return passive;
  let by = tokens.findIndex((token, index) => index > 2 && token.lower === "by");
  if (by < 0) return undefined;
  const means = tokens.slice(by + 1);
  let start = /^(?:its|their|a|an|the)$/.test(means[0]?.lower ?? "") ? 1 : 0;
  if (means.length - start < 1 || means.length - start > 3 || !means.slice(start).every((token) => ["NOUN", "ADJ"].includes(token.pos))) return undefined;
  if (
    means[means.length - 1]!.pos !== "NOUN" ||
    /^(?:end|time|start|beginning|year|day|night|then|now|far|law|hand|chance|accident|mistake|way)$/.test(means[means.length - 1]!.lower)
  )
    return undefined;
  // ("The rings form ridges of hard quartzite separated by valleys": after a participle that follows
  // the clause's verb, whatever its tag, "by" names what does it, not a means; "The settlers
  // travelled by wagon" has no verb before.)
  const participle = tokens[by - 1]!;
  const verbBefore = tokens.slice(0, by - 1).some(finite);
  if (verbBefore && /^\p{Ll}+ed$/u.test(participle.value) && verbFrom(participle.lower, "ed") !== undefined) return undefined;
  const verbs = tokens.slice(0, by).filter((token) => token.pos === "VERB" || token.pos === "AUX");
  // One verb, and no "be" or "have" (a passive has two: "was designed by…").
  if (verbs.length !== 1 || verbs[0]!.pos !== "VERB") return undefined;
  // ("The crossing takes about three hours by ferry": how long it takes, not a means of taking.)
  if (/^(?:take|last)$/.test(verbs[0]!.lemma) && tokens.slice(0, by).some((token) => token.pos === "NUM")) return undefined;
  // ("…mainly by its smell": a word of degree before "by" goes with the means.)
  if (tokens[by - 1]?.pos === "ADV" && /^(?:mainly|mostly|largely|partly|usually|often|only)$/.test(tokens[by - 1]!.lower)) by -= 1;
  start = by;
  const effect = tokens.slice(0, start);
  if (!namesItself(effect)) return undefined;
  const form = questionForm(effect);
  if (!form) return undefined;
  return { question: `How ${form}?`, answer: capitalise(`${text(tokens.slice(start))}.`), kind: "method" };
}

/**
 * "Spider silk is stronger than steel of the same thickness." → "Which is stronger, spider silk or
 * steel of the same thickness?", answered by the subject. Only a whole sentence of that shape,
 * whose two sides name everything themselves.
 */
export function comparison(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const than = tokens.findIndex((token) => token.lower === "than");
  const verbAt = tokens.findIndex((token) => /^(?:is|are)$/.test(token.lower));
  if (than > 0 && verbAt < 0) return hasMore(tokens, than);
  if (than < 0 || verbAt < 1 || verbAt > 5 || than !== verbAt + 2 + (/^(?:more|less)$/.test(tokens[verbAt + 1]?.lower ?? "") ? 1 : 0)) return undefined;
  const quality = tokens.slice(verbAt + 1, than);
  const last = quality[quality.length - 1]!;
  if (!(/er$/.test(last.lower) || quality.length === 2) || !["ADJ", "ADV"].includes(last.pos)) return undefined;
  const subject = tokens.slice(0, verbAt);
  const object = tokens.slice(than + 1);
  if (
    object.length < 1 ||
    object.length > 6 ||
    [...subject, ...object].some((token) => pointsElsewhere(token) || /^ones?$/.test(token.lower) || ["PUNCT", "VERB", "AUX", "SCONJ"].includes(token.pos))
  )
    return undefined;
  const subjectText = inside(subject);
  return {
    question: `Which ${tokens[verbAt]!.lower} ${text(quality)}, ${subjectText} or ${text(object)}?`,
    answer: capitalise(text(subject)),
    kind: "comparison",
  };
}

/**
 * "A longer word usually has more possible anagrams than a short one." → "Which usually has more
 * possible anagrams, a longer word or a short one?", answered "A longer word". A subject that names
 * itself, "has" or "have" (an adverb before it at most), "more", "fewer" or "less" and what there is
 * more of, then "than" and the other thing, a short noun phrase ("one" standing for the subject's noun).
 */
function hasMore(tokens: Token[], than: number): Asked | undefined {
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  if (verbAt < 1 || !/^(?:has|have)$/.test(tokens[verbAt]!.lower) || !/^(?:more|fewer|less)$/.test(tokens[verbAt + 1]?.lower ?? "")) return undefined;
  let end = verbAt;
  while (end > 0 && tokens[end - 1]!.pos === "ADV") end -= 1;
  const subject = tokens.slice(0, end);
  const what = tokens.slice(verbAt + 2, than);
  const object = tokens.slice(than + 1);
  const phrase = (words: Token[]) => words.every((token) => ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos) && !pointsElsewhere(token));
  if (subject.length < 1 || subject.length > 5 || !["NOUN", "PROPN"].includes(subject[subject.length - 1]!.pos) || !phrase(subject)) return undefined;
  if (what.length < 1 || what.length > 4 || what[what.length - 1]!.pos !== "NOUN" || !phrase(what)) return undefined;
  // ("…than a short one": "one" after an adjective is the subject's noun again.)
  if (
    object.length < 1 ||
    object.length > 6 ||
    !phrase(object) ||
    object.some((token, index) => /^ones?$/.test(token.lower) && object[index - 1]?.pos !== "ADJ")
  )
    return undefined;
  if (leansOnCount.test(subject[0]!.lower)) return undefined;
  // ("Florida has more sinkholes than any other American state." → "Which American state has the most sinkholes?")
  if (object[0]?.lower === "any" && object[1]?.lower === "other") {
    const most = { more: "most", fewer: "fewest", less: "least" }[tokens[verbAt + 1]!.lower as "more" | "fewer" | "less"];
    const kind = object.slice(2);
    if (kind.length === 0 || kind[kind.length - 1]!.pos !== "NOUN") return undefined;
    return {
      question: `Which ${text(kind)} ${text(tokens.slice(end, verbAt + 1))} the ${most} ${text(what)}?`,
      answer: capitalise(text(subject)),
      kind: "comparison",
    };
  }
  return {
    question: `Which ${text(tokens.slice(end, verbAt + 2))} ${text(what)}, ${inside(subject)} or ${text(object)}?`,
    answer: capitalise(text(subject)),
    kind: "comparison",
  };
}

/**
 * "About 338,000 soldiers were rescued." → "How many soldiers were rescued?", answered by the
 * number (with its "about"). Only where the number opens the sentence before a plural noun and
 * its verb, and the clause names everything itself.
 */
export function howMany(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const had = howManyHad(tokens) ?? thereWere(tokens) ?? howLong(tokens) ?? withCount(tokens);
  if (had) return had;
  const qualifier = /^(?:about|around|over|nearly|almost|roughly)$/.test(tokens[0]?.lower ?? "") ? 1 : 0;
  let end = qualifier;
  while (end < tokens.length && tokens[end]!.pos === "NUM" && !/^(?:1[0-9]{3}|20[0-9]{2})$/.test(tokens[end]!.value)) end += 1;
  if (end === qualifier) return undefined;
  const numberEnd = end;
  while (end < tokens.length && ["NOUN", "ADJ", "PROPN"].includes(tokens[end]!.pos)) end += 1;
  const head = tokens[end - 1];
  const plural = head !== undefined && pluralNoun(head);
  if (end === numberEnd || head?.pos !== "NOUN" || !plural || !["VERB", "AUX"].includes(tokens[end]?.pos ?? "")) return undefined;
  // (The clause ends at a comma, or at "and" before a clause of its own: "About 15 people were
  // killed and hundreds were injured".)
  const comma = tokens.findIndex(
    (token, index) =>
      index > end &&
      // (Or a colon: "Two ships collided in the narrow harbour: the Norwegian vessel Imo and…", which names them.)
      (/^[,:;]$/.test(token.value) ||
        (token.lower === "and" && ["NOUN", "PROPN"].includes(tokens[index + 1]?.pos ?? "") && ["VERB", "AUX"].includes(tokens[index + 2]?.pos ?? ""))),
  );
  const rest = tokens.slice(end, comma < 0 ? tokens.length : comma);
  if (rest.length < 2 || rest.some(pointsElsewhere)) return undefined;
  return {
    question: `How many ${text(tokens.slice(numberEnd, end))} ${text(rest)}?`,
    answer: capitalise(text(tokens.slice(0, numberEnd))),
    kind: "number",
  };
}

/**
 * "Most warranties last one or two years from the date of purchase." → "How long do most warranties
 * last?", answered "One or two years from the date of purchase."; "The crossing takes about three
 * hours by ferry." likewise, and "Seeds take two weeks to sprout." → "How long do seeds take to
 * sprout?", answered "Two weeks". A subject that names itself, "last" or "take", and a number of
 * units of time right after it.
 */
function howLong(all: Token[]): Asked | undefined {
  let tokens = all;
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const verb = tokens[verbAt];
  if (verbAt < 1 || verb?.pos !== "VERB" || !/^(?:last|take)$/.test(verb.lemma)) return undefined;
  // ("Long-term insomnia lasts for three months or more…": "for" before the time, as after "last" it may be.)
  let start = verbAt + 1;
  if (verb.lemma === "last" && tokens[start]?.lower === "for") start += 1;
  if (/^(?:about|around|up|over|nearly|almost|roughly|only|just|at)$/.test(tokens[start]?.lower ?? "")) start += 1;
  const unit = tokens.findIndex((token, index) => index > start && index <= start + 4 && timeUnit.test(token.lower));
  const amount = tokens.slice(start, unit);
  if (unit < 0 || amount[0]?.pos !== "NUM" || !amount.every((token) => token.pos === "NUM" || /^(?:or|to|and|a|half)$/.test(token.lower))) return undefined;
  const subject = tokens.slice(0, verbAt).filter((token) => token.pos !== "ADV");
  // (A hyphen inside a word is part of it: "Long-term insomnia".)
  if (
    !namesItself(subject.filter((token) => !inWord(token))) ||
    subject.some((token) => !["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos) && !inWord(token))
  )
    return undefined;
  // ("The first flight lasted only twelve seconds and covered about 37 metres": the time ends where a second doing begins.)
  const second = tokens.findIndex(
    (token, index) => index > unit && token.pos === "CCONJ" && tokens.slice(index + 1, index + 3).some((next) => next.pos === "VERB"),
  );
  const end = second > 0 ? second : tokens.length;
  tokens = tokens.slice(0, end);
  const rest = tokens.slice(unit + 1);
  // ("…take two weeks to sprout": the verb of what the time is taken for may follow.)
  const doing = verb.lemma === "take" && rest[0]?.lower === "to" ? rest.slice(2) : rest;
  if (
    rest.some((token) => pointsElsewhere(token) || token.value === "," || token.pos === "SCONJ") ||
    doing.some((token) => ["VERB", "AUX"].includes(token.pos))
  )
    return undefined;
  const form = questionForm(tokens.slice(0, verbAt + 1));
  if (!form) return undefined;
  // ("…take two weeks to sprout": what the time is taken for stays in the question.)
  if (verb.lemma === "take") {
    if (rest.length > 0 && !(rest[0]!.lower === "to" && rest[1]?.pos === "VERB") && rest[0]!.pos !== "ADP") return undefined;
    const purpose = rest[0]?.lower === "to" ? rest : [];
    return {
      question: `How long ${form}${purpose.length ? ` ${text(purpose)}` : ""}?`,
      answer: capitalise(text(tokens.slice(verbAt + 1, purpose.length ? unit + 1 : tokens.length))),
      kind: "number",
    };
  }
  return { question: `How long ${form}?`, answer: capitalise(`${text(tokens.slice(verbAt + 1))}.`), kind: "number" };
}

/** Where the number is, past a word before a round one ("several million ants", "a thousand years"). */
const roundNumber = (tokens: Token[], at: number) =>
  /^(?:several|a|many)$/.test(tokens[at]?.lower ?? "") && /^(?:hundred|thousand|million|billion|dozen)$/i.test(tokens[at + 1]?.value ?? "") ? at + 1 : at;

/**
 * "By 1900 there were more than a million telephones in the United States." → "How many telephones
 * were there in the United States by 1900?", answered "More than a million". A phrase of place or
 * time at most before "there", a number that is no year, a plural and a phrase of place or time.
 */
function thereWere(tokens: Token[]): Asked | undefined {
  const there = tokens.findIndex((token) => token.lower === "there");
  const be = tokens[there + 1];
  if (there < 0 || !be || !/^(?:are|were)$/.test(be.lower)) return undefined;
  const setting = tokens.slice(0, there).filter((token) => token.value !== ",");
  if (setting.length > 0 && (setting[0]!.pos !== "ADP" || setting.length > 4 || setting.some((token) => ["VERB", "AUX", "PRON"].includes(token.pos))))
    return undefined;
  let at = there + 2;
  const from = at;
  if (/^(?:about|around|over|nearly|almost|roughly|some)$/.test(tokens[at]?.lower ?? "")) at += 1;
  else if (/^(?:more|fewer|less)$/.test(tokens[at]?.lower ?? "") && tokens[at + 1]?.lower === "than") at += 2;
  at = roundNumber(tokens, at);
  const number = tokens[at];
  if (number?.pos !== "NUM" || /^(?:1[0-9]{3}|20[0-9]{2})$/.test(number.value)) return undefined;
  let end = at + 1;
  while (["ADJ", "NOUN"].includes(tokens[end]?.pos ?? "")) end += 1;
  const head = tokens[end - 1]!;
  if (end === at + 1 || head.pos !== "NOUN" || (head.lower === head.lemma && !irregularPlurals.has(head.lower))) return undefined;
  // ("8,000 species of ants": what the things are of goes with them.)
  if (tokens[end]?.lower === "of" && tokens[end + 1]?.pos === "NOUN") end += 2;
  const rest = tokens.slice(end);
  if (
    rest.length > 8 ||
    (rest.length > 0 && rest[0]!.pos !== "ADP") ||
    rest.some((token) => ["VERB", "AUX", "SCONJ", "CCONJ", "PUNCT"].includes(token.pos) || pointsElsewhere(token))
  )
    return undefined;
  const tail = [rest, setting]
    .filter((part) => part.length > 0)
    .map((part) => ` ${lowerFirst(part)}${part.length > 1 ? `${part[1]!.space}${text(part.slice(1))}` : ""}`);
  return {
    question: `How many ${text(tokens.slice(at + 1, end))} ${be.lower} there${tail.join("")}?`,
    answer: capitalise(text(tokens.slice(from, at + 1))),
    kind: "number",
  };
}

/** Units of money, asked "How much…?". */
const money = /^(?:dollars|pounds|euros|francs|yen|pesos|rupees|marks|shillings|pence|cents|ducats|guineas|crowns|florins)$/;

/**
 * "The apostrophe has two main uses in English." → "How many main uses does the apostrophe have in
 * English?", answered "Two"; "A single ladybird can eat about 5,000 aphids in its lifetime." → "How
 * many aphids can a single ladybird eat in its lifetime?" ("About 5,000"). A subject that names
 * itself, its verb (after a modal at most), a number that is no year and a plural, with no list or
 * clause after them; an opening setting goes to the end, and a "despite" phrase goes.
 */
function howManyHad(all: Token[]): Asked | undefined {
  const despite = all[0]?.lower === "despite" ? all.findIndex((token) => token.value === ",") : -1;
  const { setting, rest: tokens } = despite > 0 && despite <= 6 ? { setting: [], rest: all.slice(despite + 1) } : openingSetting(all);
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const subject = tokens.slice(0, verbAt);
  const modalWord = /^(?:can|could|may|might|will|would)$/.test(tokens[verbAt]?.lower ?? "") ? tokens[verbAt] : undefined;
  const verb = tokens[modalWord ? verbAt + 1 : verbAt];
  if (verbAt < 1 || !verb || (verb.pos !== "VERB" && !/^(?:has|have|had)$/.test(verb.lower)) || verb.lemma === "be") return undefined;
  // ("The two astronauts collected…": a number after the article is part of the subject.)
  if (
    !subject.every((token, index) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos) || (token.pos === "NUM" && subject[index - 1]?.pos === "DET")) ||
    subject.some(pointsElsewhere) ||
    /^(?:some|many|most|each)$/.test(subject[0]!.lower)
  )
    return undefined;
  let at = tokens.indexOf(verb) + 1;
  const qualifier = at;
  if (/^(?:about|around|over|nearly|almost|roughly|only|up)$/.test(tokens[at]?.lower ?? ""))
    at += tokens[at]!.lower === "up" && tokens[at + 1]?.lower === "to" ? 2 : 1;
  else if (tokens[at]?.lower === "more" && tokens[at + 1]?.lower === "than") at += 2;
  at = roundNumber(tokens, at);
  const number = tokens[at];
  if (number?.pos !== "NUM" || /^(?:1[0-9]{3}|20[0-9]{2})$/.test(number.value) || /^one$/i.test(number.value)) return undefined;
  // ("about 15 million dollars": a round number's word is part of the number.)
  let numberEnd = at + 1;
  while (/^(?:hundred|thousand|million|billion|trillion)$/i.test(tokens[numberEnd]?.value ?? "")) numberEnd += 1;
  let end = numberEnd;
  while (["ADJ", "NOUN"].includes(tokens[end]?.pos ?? "")) end += 1;
  const head = tokens[end - 1]!;
  if (end === numberEnd || head.pos !== "NOUN" || (head.lower === head.lemma && !irregularPlurals.has(head.lower))) return undefined;
  // ("36 barrels of gunpowder", "22 kilograms of rock and soil": what the things are of goes with them.)
  if (tokens[end]?.lower === "of" && tokens[end + 1]?.pos === "NOUN") {
    end += 2;
    if (/^(?:and|or)$/.test(tokens[end]?.lower ?? "") && tokens[end + 1]?.pos === "NOUN") end += 2;
  }
  // (An aside after a comma goes: "…seven neck bones, the same number as a human", "12 members, who listen…".)
  // (So does the same amount in other words: "…about 15 million dollars, or less than three cents an acre".)
  const comma = tokens.findIndex((token, index) => index >= end && token.value === ",");
  const rest = tokens.slice(end, comma < 0 ? tokens.length : comma);
  const restated = comma === end && tokens[comma + 1]?.lower === "or" && tokens.slice(comma + 2).some((token) => token.pos === "NUM");
  if (comma >= 0 && !restated && !["DET", "ADJ"].includes(tokens[comma + 1]?.pos ?? "") && !/^(?:who|which)$/.test(tokens[comma + 1]?.lower ?? ""))
    return undefined;
  if (
    rest.length > 8 ||
    rest.some(
      (token) =>
        token.value === "," || ["CCONJ", "SCONJ", "VERB", "AUX"].includes(token.pos) || (pointsElsewhere(token) && !/^(?:its|their)$/.test(token.lower)),
    )
  )
    return undefined;
  // ("…developed about a thousand years ago from…": "ago" goes with the years it counts.)
  const ago = rest[0]?.lower === "ago" ? 1 : 0;
  const counted = `${text(tokens.slice(numberEnd, end))}${ago ? " ago" : ""}`;
  const tail = `${rest.length > ago ? ` ${text(rest.slice(ago))}` : ""}${atTheEnd(setting)}`;
  const start = tokens[qualifier]!.lower === "only" ? qualifier + 1 : qualifier;
  const third = verb.lower !== verb.lemma && /s$/.test(verb.lower);
  const past = inPast(verb) || (verb.lower !== verb.lemma && !third);
  const asks = modalWord ? modalWord.lower : past ? "did" : third ? "does" : "do";
  // ("The United States paid about 15 million dollars" → "How much did the United States pay?",
  // answered with the sum and its currency: money is asked how much, not how many dollars.)
  if (money.test(head.lower) && end === numberEnd + 1)
    return { question: `How much ${asks} ${inside(subject)} ${verb.lemma}${tail}?`, answer: capitalise(text(tokens.slice(start, end))), kind: "number" };
  const question = `How many ${counted} ${asks} ${inside(subject)} ${verb.lemma}${tail}?`;
  // ("only seven": the number is the answer.)
  return { question, answer: capitalise(text(tokens.slice(start, numberEnd))), kind: "number" };
}

/**
 * "Orchids are one of the largest families of flowering plants, with more than 25,000 species." →
 * "How many species do orchids have?", answered "More than 25,000". A count after ", with" that
 * ends the sentence, of the subject that opens it (a noun phrase that names itself).
 */
function withCount(tokens: Token[]): Asked | undefined {
  const comma = tokens.findIndex((token, index) => token.value === "," && tokens[index + 1]?.lower === "with");
  if (comma < 0) return undefined;
  const count = tokens.slice(comma + 2);
  let at = 0;
  if (/^(?:about|around|over|nearly|almost|roughly)$/.test(count[0]?.lower ?? "")) at = 1;
  else if (count[0]?.lower === "more" && count[1]?.lower === "than") at = 2;
  const number = count[at];
  const counted = count.slice(at + 1);
  if (number?.pos !== "NUM" || /^(?:1[0-9]{3}|20[0-9]{2})$/.test(number.value) || counted.length === 0 || counted.length > 3) return undefined;
  const head = counted[counted.length - 1]!;
  if (!counted.every((token) => ["ADJ", "NOUN"].includes(token.pos)) || head.pos !== "NOUN" || !pluralNoun(head)) return undefined;
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const verb = tokens[verbAt];
  const subject = tokens.slice(0, verbAt);
  if (!verb || verbAt < 1 || verbAt > comma || !plainSubject(subject) || subject.some(pointsElsewhere) || leansOnCount.test(subject[0]!.lower))
    return undefined;
  const last = subject[subject.length - 1]!;
  const plural = pluralNoun(last) || samePlural(last, subject[0]!);
  return {
    question: `How many ${text(counted)} ${doFor(inPast(verb), plural)} ${inside(subject)} have?`,
    answer: capitalise(text(count.slice(0, at + 1))),
    kind: "number",
  };
}

/**
 * "In the United States, police must give a Miranda warning before questioning a suspect who is
 * under arrest." → "When must police give a Miranda warning in the United States?", answered
 * "Before questioning a suspect who is under arrest.": a doing, then "before" or "after" and an
 * "-ing" word that ends the sentence with no comma; an opening setting goes to the question's end.
 */
function beforeDoing(tokens: Token[]): Asked | undefined {
  const { setting, rest } = openingSetting(tokens);
  const at = rest.findIndex(
    (token, index) => index > 2 && /^(?:before|after)$/.test(token.lower) && rest[index + 1]?.pos === "VERB" && /^\p{Ll}{2,}ing$/u.test(rest[index + 1]!.value),
  );
  if (at < 0) return undefined;
  const [doing, when] = [rest.slice(0, at), rest.slice(at)];
  if (!doing.some(finite) || [...doing, ...when].some((token) => /^[,;:]$/.test(token.value) || pointsElsewhere(token) || token.pos === "SCONJ"))
    return undefined;
  if (!["NOUN", "PROPN", "DET", "ADJ"].includes(doing[0]!.pos) || leansOutside(doing)) return undefined;
  // (Not a perfect, "…have used Bloom filters … before asking a server", which "When have…?" asks badly.)
  if (doing.some((token, index) => /^(?:have|has|had)$/.test(token.lower) && doing[index + 1]?.pos === "VERB")) return undefined;
  const form = questionForm(doing);
  if (!form) return undefined;
  return { question: `When ${form}${atTheEnd(setting)}?`, answer: capitalise(`${text(when)}.`), kind: "sequence" };
}

/** "After <event>, <what follows>." → "What happens after <event>?", answered by what follows; so too "When …", "If …" and "As …". */
/**
 * "Only after the log record is safely stored is the transaction reported as committed." → "When is
 * the transaction reported as committed?", answered "Only after the log record is safely stored.": a
 * time put first with "only", and the helping verb before the subject that follows it.
 */
function onlyWhen(tokens: Token[]): Asked | undefined {
  if (tokens[0]?.lower !== "only" || !/^(?:after|when|once)$/.test(tokens[1]?.lower ?? "")) return undefined;
  // The helping verb that turns round: after the time clause's own verb (a participle, an adverb or a
  // describing word), before an article and a subject with nothing that points elsewhere.
  const turn = tokens.findIndex(
    (token, index) =>
      index > 4 &&
      token.pos === "AUX" &&
      /^(?:is|are|was|were|can|could|does|do|did|will|would|may|must)$/.test(token.lower) &&
      ["VERB", "ADV", "ADJ"].includes(tokens[index - 1]!.pos) &&
      /^(?:the|a|an)$/.test(tokens[index + 1]?.lower ?? ""),
  );
  if (turn < 0) return undefined;
  const [time, rest] = [tokens.slice(0, turn), tokens.slice(turn + 1)];
  if (
    !time.slice(2).some(finite) ||
    !rest.some((token) => token.pos === "VERB") ||
    [...time, ...rest].some((token) => pointsElsewhere(token) || token.value === ",")
  )
    return undefined;
  return { question: `When ${tokens[turn]!.lower} ${inside(rest)}?`, answer: `${capitalise(text(time))}.`, kind: "sequence" };
}

export function sequence(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const opener = tokens[0]?.lower ?? "";
  if (opener === "only") return onlyWhen(tokens);
  if (opener === "during") return during(tokens);
  if (!/^(?:after|once|when|if|as)$/.test(opener)) return beforeDoing(tokens);
  // ("Once a year, the assembly voted…": "once" and a time is how often, no event.)
  if (opener === "once" && /^(?:a|an|every|each)$/.test(tokens[1]?.lower ?? "")) return undefined;
  // ("Once in Italy, Hannibal won…": "once" and a place is when the clause's subject got there, no
  // event of its own a question could name.)
  if (opener === "once" && tokens[1]?.pos === "ADP") return undefined;
  // (Not a comma between two adjectives of one noun: "When raindrops hit dry, porous ground, they
  // trap…"; but "When oxygen is short, incomplete combustion…" ends the clause after "is short".)
  const linking = (token: Token | undefined) => token !== undefined && /^(?:be|become|get|seem|remain|turn|grow|stay|feel|look)$/.test(token.lemma);
  // (Past an adverb of degree: "When the level … is too high, sharp crystals form…".)
  const beforeAdjective = (index: number) => {
    let at = index - 2;
    while (tokens[at]?.pos === "ADV") at -= 1;
    return tokens[at];
  };
  const comma = tokens.findIndex((token, index) => token.value === "," && !(adjectivesComma(tokens, index) && !linking(beforeAdjective(index))));
  // "When threatened, a pangolin rolls into a tight ball…" → "What does a pangolin do when
  // threatened?": a participle with no subject of its own is the clause's subject's, asked of it.
  const reduced = tokens.slice(1, comma);
  if (
    (opener === "when" || opener === "if") &&
    comma >= 2 &&
    comma <= 5 &&
    reduced[0]?.pos === "VERB" &&
    /ed$/.test(reduced[0].lower) &&
    reduced.slice(1).every((token) => ["ADP", "DET", "ADJ", "NOUN"].includes(token.pos))
  ) {
    const clause = tokens.slice(comma + 1);
    const asked = role({ ...sentence, tokens: clause, text: `${capitalise(text(clause))}.`, sources: undefined });
    return asked && { question: asked.question.replace(/\?$/, ` ${opener} ${text(reduced)}?`), answer: asked.answer, kind: "sequence" };
  }
  if (comma < 3 || tokens.length - comma < 4) return undefined;
  const condition = tokens.slice(1, comma);
  // ("Once set swinging, the pendulum keeps moving…": a participle with no subject of its own after
  // "once" is no happening a question could name.)
  if (opener === "once" && condition[0]?.pos === "VERB") return undefined;
  // ("After sailing only about 1,300 metres, the ship leaned over…": a doing with no subject of its
  // own is asked with none, "What happens after sailing…?"; it is the clause's subject's.)
  if (opener === "after" && condition[0]?.pos === "VERB" && /ing$/.test(condition[0].lower) && !condition.some((token) => token.pos === "AUX"))
    return undefined;
  // ("After verbs such as "insist" and "demand", the bare form…": "after" and words in a sentence,
  // not a happening, says where, not when.)
  if (opener === "after" && /^(?:verbs?|words?|nouns?|adjectives?|letters?|vowels?|consonants?|expressions?|phrases?)$/.test(condition[0]?.lower ?? ""))
    return undefined;
  // ("After about two months the hatchlings dig…": a span of time with no comma of its own runs on
  // into the clause, which is no happening to ask after; "After 30 days, …" is one.)
  const unit = condition.findIndex((token) => timeUnit.test(token.lower));
  if (opener === "after" && unit >= 0 && unit <= 3 && unit < condition.length - 1 && condition.slice(0, unit).some((token) => token.pos === "NUM"))
    return undefined;
  // "When some of it turns to steam, …": a condition names what it is about, in a clause of its own.
  // ("As the water evaporates or cools, the minerals come out of solution…": "as" with a clause of
  // its own says when, as "when" does; "As a result, …" has no verb and goes.)
  const conditional = opener === "when" || opener === "if" || opener === "as";
  // (A "their" after a plural noun in the clause is that noun's: "If too many customers ask for their
  // money…"; an "its" after an object of the clause's verb, that object's: "When the patient moves the
  // healthy arm and watches its reflection, …", though not the subject's, "When a predator grabs its
  // tail", which may be the gecko's.)
  const conditionVerb = condition.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const ownNoun = (token: Token, index: number) =>
    (token.lower === "their" && condition.slice(0, index).some((before) => before.pos === "NOUN" && pluralNoun(before))) ||
    (token.lower === "its" && conditionVerb >= 0 && condition.slice(conditionVerb + 1, index).some((before) => before.pos === "NOUN" && !pluralNoun(before)));
  if (conditional && condition.some((token, index) => (pointsElsewhere(token) && !ownNoun(token, index)) || token.lower === "there")) return undefined;
  // ("After a friend gave him an elegant scarlet dressing gown, Diderot found…": so does one after
  // "after" or "once", which the question asks without what it stands for; not an owner's word after
  // a noun of the clause, "After Christopher Columbus returned from his first voyage…", "After the
  // air cools to its dew point…".)
  if (
    !conditional &&
    condition.some(
      (token, index) =>
        pointsElsewhere(token) &&
        !(/^(?:his|her|its|their)$/.test(token.lower) && condition.slice(0, index).some((before) => before.pos === "NOUN" || before.pos === "PROPN")),
    )
  )
    return undefined;
  // ("If that fails, …": a demonstrative standing alone for the subject is what another sentence said.)
  if (/^(?:that|this|these|those)$/.test(condition[0]?.lower ?? "") && ["VERB", "AUX"].includes(condition[1]?.pos ?? "")) return undefined;
  if (conditional && !condition.some((token) => token.pos === "VERB" || token.pos === "AUX")) return undefined;
  // ("When the level is too high, …": a measure with no "of" is of what another sentence named.)
  if (conditional && condition[0]?.lower === "the" && bareMeasure.test(condition[1]?.lower ?? "") && !/^(?:of|in|between)$/.test(condition[2]?.lower ?? ""))
    return undefined;
  // ("When the bridge opened in 1883, it was the longest…": what a thing then was is no happening.)
  // ("If acid is added, the salt reacts…; if alkali is added, …": a semicolon ends what follows.)
  const semicolon = tokens.findIndex((token, index) => index > comma && token.value === ";");
  let after = tokens.slice(comma + 1, semicolon > comma ? semicolon : undefined);
  // ("When the government spends money on a new road, for example, the builders receive…": "for
  // example" makes the whole sentence one case, and the result opens after it.)
  if (/^(?:for|in)$/.test(after[0]?.lower ?? "") && /^(?:example|instance|turn)$/.test(after[1]?.lower ?? "") && after[2]?.value === ",")
    after = after.slice(3);
  // ("If four teams build a compiler, the saying goes, the result will be…": who tells it, set off
  // by commas, is no part of the result.)
  const tellerEnd = after.findIndex((token, index) => index <= 4 && token.value === "," && /^(?:goes|go|says|say)$/.test(after[index - 1]?.lower ?? ""));
  if (tellerEnd > 0 && /^(?:saying|story|joke|legend|argument|proverb|theory)$/.test(after[tellerEnd - 2]?.lower ?? "")) after = after.slice(tellerEnd + 1);
  // ("When a crystal is heated strongly, as in a Bunsen flame, the water in it escapes…": an example
  // set off by commas after the condition is the condition's, and the result opens after it.)
  let example: Token[] = [];
  const exampleEnd = after.findIndex((token, index) => index > 2 && token.value === ",");
  if (/^(?:as in|such as|like)$/.test(text(after.slice(0, after[0]?.lower === "like" ? 1 : 2)).toLowerCase()) && exampleEnd > 0) {
    example = after.slice(0, exampleEnd);
    after = after.slice(exampleEnd + 1);
  }
  // (Nor a relative clause, which says more of the word before its comma: "…, which is normally the sea.")
  if (/^(?:which|who|whom|whose|where)$/.test(after[0]?.lower ?? "")) return undefined;
  // (Nor a noun phrase that names the clause's last words again, "…cools to its dew point, the
  // temperature at which it can no longer hold…, the vapour condenses": the clause comes after it.)
  const head = after.findIndex((token) => token.pos === "NOUN");
  if (
    after[0]?.pos === "DET" &&
    head > 0 &&
    head <= 3 &&
    (/^(?:which|where|when|that)$/.test(after[head + 1]?.lower ?? "") || (after[head + 1]?.pos === "ADP" && after[head + 2]?.lower === "which")) &&
    // (A comma closes it; "…, every formula that uses it is updated" is the clause's own subject.)
    after.slice(head + 1).some((token) => token.value === ",")
  )
    return undefined;
  const resultVerb = after.find((token) => token.pos === "VERB" || token.pos === "AUX");
  // ("As the plates separate, hot rock from the mantle rises, partly melts and fills…": a result that
  // opens with a verb has lost its subject to a comma read in the wrong place.)
  const resultOpening = after.find((token) => token.pos !== "ADV");
  if (resultOpening?.pos === "VERB" && !/ing$/.test(resultOpening.lower)) return undefined;
  if (resultVerb?.lemma === "be" && /^(?:it|they)$/.test(after[0]?.lower ?? "") && /^(?:a|an|the)$/.test(after[after.indexOf(resultVerb) + 1]?.lower ?? ""))
    return undefined;
  const event = example.length > 0 ? `${text(condition)}, ${text(example)}` : text(condition);
  const result = text(after);
  // "When the ice melted…, seawater flooded the valley." → "What happened when…?": a past event asks in the past.
  // ("After a mass trial in York in 1813, many Luddites were hanged…": with no verb in the event,
  // the clause's own says when.)
  // ("If the person left a will, the executors named in it apply…" → "What happens if…?": the result's
  // own verb, past a participle after its noun, says when; "When sea routes … opened…, overland trade
  // declined" → "What happened…?"; "After Yongle died, officials at court argued that…" → "What
  // happened…?": a verb that a "that" clause follows is the clause's own.)
  // ("If the tail is snapped, the stored stress is released…" → "What happens…?": a participle
  // between an article and its noun describes the noun.)
  // ("…, the pattern of failed checks gives…": or a preposition and its noun.)
  const describing = (token: Token, index: number) =>
    token.pos === "VERB" &&
    /ed$/.test(token.lower) &&
    (/^(?:a|an|the|its|their)$/.test(after[index - 1]?.lower ?? "") || after[index - 1]?.pos === "ADP") &&
    after[index + 1]?.pos === "NOUN";
  const resultFinite = after.find(
    (token, index) =>
      (token.pos === "VERB" || token.pos === "AUX") &&
      !describing(token, index) &&
      !(
        token.pos === "VERB" &&
        /ed$/.test(token.lower) &&
        after[index - 1]?.pos === "NOUN" &&
        after[index + 1]?.lower !== "that" &&
        // (A verb of a relative clause is not the clause's own: "…, the sediment remained as a ridge that follows…";
        // nor is one after "to", or "and" or "or": "…, both kingdoms claimed the right to explore and settle…".)
        after
          .slice(index + 1)
          .some((next, offset) => (next.pos === "VERB" || next.pos === "AUX") && !/^(?:that|which|who|to|and|or)$/.test(after[index + offset]!.lower))
      ),
  );
  const verb = condition.find((token) => token.pos === "VERB" || token.pos === "AUX") ?? resultVerb;
  // ("When the year 2000 arrived, the date 00 could be read as 1900…": a "could" or "would" after a
  // past event is past too.)
  const modalAfterPast = resultFinite !== undefined && /^(?:could|would|might)$/.test(resultFinite.lower) && verb !== undefined && inPast(verb);
  const past = modalAfterPast || (resultFinite !== undefined ? inPast(resultFinite) : verb !== undefined && inPast(verb));
  // ("If the aether existed, the Earth's motion … should make…": a past "if" with "would", "should",
  // "could" or "might" after it supposes what is not so, and asks what would happen.)
  const supposed = opener === "if" && verb !== undefined && inPast(verb) && /^(?:would|should|could|might)$/.test(resultFinite?.lower ?? "");
  return {
    question: `What ${supposed ? "would happen" : past ? "happened" : "happens"} ${opener === "once" ? "after" : opener} ${event}?`,
    answer: capitalise(`${result}.`),
    kind: "sequence",
  };
}

/**
 * "During a flood the river breaks through the neck and takes the shorter route." → "What happens
 * during a flood?"; "During the Second World War, food and clothing were rationed…" → "What
 * happened during the Second World War?". The time a noun phrase, closed by its comma or by the
 * article that opens the clause, and a clause that names what it is about.
 */
function during(tokens: Token[]): Asked | undefined {
  const comma = tokens.findIndex((token) => token.value === ",");
  let end = comma > 1 && comma <= 7 ? comma : -1;
  if (end < 0) end = tokens.findIndex((token, index) => index > 2 && index <= 6 && token.pos === "DET" && tokens[index - 1]!.pos === "NOUN");
  if (end < 2) return undefined;
  const time = tokens.slice(1, end);
  if (!time.every((token) => ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos)) || time.some(pointsElsewhere)) return undefined;
  let after = tokens.slice(end === comma ? end + 1 : end);
  // ("During the day, water is pulled up…, but at night the pores… close": what ", but" sets in another
  // time or place is no part of the answer.)
  const elsewhen = after.findIndex((token, index) => token.value === "," && after[index + 1]?.lower === "but" && after[index + 2]?.pos === "ADP");
  if (elsewhen > 3) after = after.slice(0, elsewhen);
  if (after.length < 4 || !["DET", "NOUN", "PROPN", "ADJ"].includes(after[0]!.pos)) return undefined;
  const verb = after.find((token) => token.pos === "VERB" || token.pos === "AUX");
  // (Not advice: "During a seizure, a person should not be held down…" says what to do, not what happens.)
  if (!verb || after.some((token) => /^(?:should|must|ought)$/.test(token.lower))) return undefined;
  return { question: `What ${inPast(verb) ? "happened" : "happens"} during ${text(time)}?`, answer: capitalise(`${text(after)}.`), kind: "sequence" };
}

/**
 * "Iron rusts when it reacts with oxygen and water." → "When does iron rust?", answered "When it
 * reacts with oxygen and water."; so too "Heatstroke happens when…", "Tornadoes form when…". Only
 * where a subject that names itself and one verb (with a short complement at most) come before
 * "when", and the condition ends the sentence.
 */
export function condition(sentence: Sentence): Asked | undefined {
  return conditionBy(sentence, "when") ?? conditionBy(sentence, "while") ?? conditionBy(sentence, "if");
}

/**
 * "Salt flats form where a lake in a dry region has no outlet to the sea." → "Where do salt flats
 * form?", answered "Where a lake in a dry region has no outlet to the sea." As a condition, with
 * "where" right after the verb (not "a region where…", which says what the region is).
 */
export function place(sentence: Sentence): Asked | undefined {
  return conditionBy(sentence, "where") ?? livesIn(sentence) ?? commonIn(sentence);
}

/**
 * "Tone languages are common in East Asia and in Africa, where Yoruba, Zulu and many other
 * languages use tone." → "Where are tone languages common?", answered "In East Asia and in
 * Africa." A subject that names itself, "is" or "are" and a word of how widely a thing is found
 * ("common", "widespread", "rare", "native"), and a phrase of place up to a clause of its own.
 */
function commonIn(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const be = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const subject = tokens.slice(0, be);
  if (be < 1 || !/^(?:is|are|was|were)$/.test(tokens[be]!.lower) || !/^(?:common|widespread|rare|native)$/.test(tokens[be + 1]?.lower ?? "")) return undefined;
  if (
    !placedSubject(subject) ||
    /^(?:this|these|that|those|such)$/.test(subject[0]!.lower) ||
    // (Nor "the" and one word, which may stand for what another sentence named: "The device is common in…".)
    (subject.length === 2 && subject[0]!.lower === "the" && subject[1]!.pos === "NOUN")
  )
    return undefined;
  const at = be + 2;
  const placeWord = /^(?:in|on|across|throughout|along|around)$/;
  if (!placeWord.test(tokens[at]?.lower ?? "")) return undefined;
  // ("…common in ancient Rome, in medieval Europe and in Japan…": a comma before another place of a
  // list that "and" or "or" ends goes on with the places.)
  const placeList = (index: number) =>
    placeWord.test(tokens[index + 1]?.lower ?? "") &&
    tokens.some((token, later) => later > index + 1 && /^(?:and|or)$/.test(token.lower) && placeWord.test(tokens[later + 1]?.lower ?? ""));
  // ("…in cold, dry regions such as Antarctica": nor one between two describing words of one noun.)
  const betweenDescribing = (index: number) => tokens[index - 1]?.pos === "ADJ" && tokens[index + 1]?.pos === "ADJ";
  const end = tokens.findIndex(
    (token, index) =>
      index > at &&
      ((token.value === "," && !placeList(index) && !betweenDescribing(index)) || token.pos === "SCONJ" || /^(?:where|which|who|that|but)$/.test(token.lower)),
  );
  // (A place that a clause picks out with no comma is cut short without it: "…in areas where the rock is granite".)
  if (end > 0 && tokens[end]!.value !== "," && tokens[end]!.lower !== "but" && tokens[end - 1]!.value !== ",") return undefined;
  const where = tokens.slice(at, end < 0 ? tokens.length : end);
  const among = (token: Token) =>
    ["person", "group"].includes(nounGroup(token.lemma) ?? "") || ["animal", "plant", "organism"].includes(nounSort(token.lemma) ?? "");
  if (
    where.length < 2 ||
    !where.some((token) => token.pos === "PROPN" || token.pos === "NOUN") ||
    // (Among whom is no place: "…common in children"; but the people of a place may say which, "in
    // Japan under the Tokugawa shoguns".)
    where.some(
      (token, index) =>
        token.pos === "VERB" ||
        token.pos === "AUX" ||
        pointsElsewhere(token) ||
        token.lower === "that" ||
        // (Nor among which animals or plants: "…common in many insects".)
        (token.pos === "NOUN" && among(token) && !where.slice(0, index).some((before) => before.pos === "PROPN" || (before.pos === "NOUN" && !among(before)))),
    )
  )
    return undefined;
  return { question: `Where ${tokens[be]!.lower} ${inside(subject)} ${tokens[be + 1]!.lower}?`, answer: capitalise(`${text(where)}.`), kind: "sequence" };
}

/** A subject that names itself, for "Where do … live?" and "Where are … common?": a noun phrase only, no pointing word, no count standing for another sentence's noun. */
const placedSubject = (subject: Token[]) =>
  subject.length > 0 &&
  subject.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) &&
  ["NOUN", "PROPN"].includes(subject[subject.length - 1]!.pos) &&
  !subject.some(pointsElsewhere) &&
  !leansOnCount.test(subject[0]!.lower);

/**
 * "Leafcutter ants live in large colonies in the forests of Central and South America." → "Where
 * do leafcutter ants live?", answered "In large colonies in the forests of Central and South
 * America." A subject that names itself; "live", "nest", "breed" or "dwell" (or, for a living
 * thing, "grow", "occur" or "thrive"), with a word of degree at most; and a phrase of place up to
 * a clause of its own.
 */
function livesIn(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const verb = tokens[verbAt];
  const subject = tokens.slice(0, verbAt);
  if (verbAt < 1 || verb?.pos !== "VERB" || !/^(?:live|nest|breed|dwell|grow|occur|thrive)$/.test(verb.lemma)) return undefined;
  if (!placedSubject(subject)) return undefined;
  // ("Coral reefs grow in warm water", "The economy grows in…": growing is where only for a living thing.)
  const head = subject[subject.length - 1]!;
  if (/^(?:grow|occur|thrive)$/.test(verb.lemma) && nounGroup(compoundSingular(head.lower) ?? head.lemma) !== "living") return undefined;
  let at = verbAt + 1;
  while (/^(?:mainly|mostly|only|usually|often|largely|chiefly)$/.test(tokens[at]?.lower ?? "")) at += 1;
  if (!/^(?:in|on|along|at|near|under|around|among|inside|across|throughout|beneath)$/.test(tokens[at]?.lower ?? "")) return undefined;
  const end = tokens.findIndex(
    (token, index) => index > at && ((token.value === "," && ["CCONJ", "SCONJ"].includes(tokens[index + 1]?.pos ?? "")) || token.pos === "SCONJ"),
  );
  const where = tokens.slice(at, end < 0 ? tokens.length : end);
  if (
    where.length < 2 ||
    where.some((token) => token.pos === "VERB" || token.pos === "AUX" || pointsElsewhere(token) || /^(?:which|who|that)$/.test(token.lower))
  )
    return undefined;
  const third = verb.lower !== verb.lemma && /[^s]s$/.test(verb.lower);
  const auxiliary = inPast(verb) ? "did" : third ? "does" : "do";
  const adverbs = text(tokens.slice(verbAt + 1, at));
  return {
    question: `Where ${auxiliary} ${inside(subject)}${adverbs ? ` ${adverbs}` : ""} ${verb.lemma}?`,
    answer: capitalise(`${text(where)}.`),
    kind: "sequence",
  };
}

/** Participles of where a thing is kept or found ("The tapestry is kept in a museum in Bayeux"). */
const placeParticiples = /^(?:kept|displayed|stored|housed|buried|held|preserved|exhibited|found)$/;

/**
 * Where what a thing "comes from" ends, after the verb at `verbAt` and "from": at a clause of
 * contrast ("…came from about 25 kilometres away, while the smaller bluestones…"), a clause of its
 * own after ", and" ("Exam comes from examination, and phone comes from telephone"), or a second
 * verb of the subject's ("The phrase comes from French and means superior force"); else at the end.
 */
function comeFromEnd(tokens: Token[], verbAt: number): number {
  const end = tokens.findIndex(
    (token, index) =>
      index > verbAt + 2 &&
      ((token.value === "," &&
        (/^(?:while|whereas|but|although|though)$/.test(tokens[index + 1]?.lower ?? "") ||
          (tokens[index + 1]?.lower === "and" && tokens.slice(index + 2).some(finite)))) ||
        // (Not one inside a clause of the answer's own: "…, in which a programmer carries a rubber duck and explains…".)
        (token.lower === "and" &&
          tokens[index + 1]?.pos === "VERB" &&
          !tokens.slice(verbAt + 2, index).some((before) => before.pos === "SCONJ" || /^(?:which|who|where|when|that|if|[,;:])$/.test(before.lower)))),
  );
  return end < 0 ? tokens.length : end;
}

/**
 * Where the passage's topic gets its name: "The name comes from the Spanish word for “table”.",
 * after "A mesa is a flat-topped hill…" → "Where does the name “mesa” come from?" ("From the
 * Spanish word for “table”."). `named` is the topic as it is written inside a sentence; the writer
 * says when "the name" or "its name" is the topic's.
 */
export function nameOrigin(sentence: Sentence, named: string, article = ""): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const verb = tokens[2];
  // ("The idea comes from the British historian…", after "Bikeshedding is the habit…" → "Where does
  // the idea of bikeshedding come from?": the topic's idea likewise.)
  const idea = tokens[0]?.lower === "the" && tokens[1]?.lower === "idea";
  if (!/^(?:the|its)$/.test(tokens[0]?.lower ?? "") || (tokens[1]?.lower !== "name" && !idea) || verb?.lemma !== "come" || tokens[3]?.lower !== "from")
    return undefined;
  const source = tokens.slice(4, comeFromEnd(tokens, 2));
  // (Not an answer that points back to what another sentence told: "…the idea that all these trips wear out…".)
  if (source.length < 2 || source.some((token) => /^(?:this|these|those)$/.test(token.lower))) return undefined;
  return {
    question: `Where ${inPast(verb) ? "did" : "does"} ${idea ? `the idea of ${article}${named}` : `the name “${named}”`} come from?`,
    answer: `From ${inside(source)}.`,
    kind: "sequence",
  };
}

/**
 * Where a thing comes from, where it is kept, and what it is made from: "Natural rubber comes from
 * latex, a milky sap…" → "Where does natural rubber come from?"; "The tapestry is kept in a museum
 * in Bayeux in Normandy." → "Where is the tapestry kept?" ("In a museum in Bayeux in Normandy.");
 * "Glass is made from sand…" → "What is glass made from?". Only one clause, whose subject names
 * itself (not "the word", which names another sentence's).
 */
export function origin(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const likely = moreLikely(tokens, verbAt);
  if (likely) return likely;
  // ("Accents usually come from the region…": an adverb before "come from" goes with it.)
  let subjectEnd = verbAt;
  if (tokens[verbAt]?.lemma === "come") while (subjectEnd > 1 && tokens[subjectEnd - 1]!.pos === "ADV") subjectEnd -= 1;
  const before = tokens.slice(subjectEnd, verbAt);
  const subject = tokens.slice(0, subjectEnd);
  const head = subject[subject.length - 1];
  // ("Say's law is named after…": a name's possessive belongs to the subject.)
  const owned = (token: Token, index: number) => /^['’]s$/.test(token.value) && subject[index - 1]?.pos === "PROPN";
  // ("The Kellogg–Briand Pact was named after…": so is a dash between two names.)
  const joined = (token: Token, index: number) => /^[–-]$/.test(token.value) && subject[index - 1]?.pos === "PROPN" && subject[index + 1]?.pos === "PROPN";
  if (
    verbAt < 1 ||
    !head ||
    !["NOUN", "PROPN"].includes(head.pos) ||
    !subject.every((token, index) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos) || owned(token, index) || joined(token, index))
  )
    return undefined;
  if (
    subject.some(pointsElsewhere) ||
    /^(?:word|words|name|names|term|terms|some|many|most|others)$/.test(head.lower) ||
    /^(?:some|many|most|each|this|these)$/.test(subject[0]!.lower)
  )
    return undefined;
  // One clause: no second verb joined on ("…is synthetic and is made from…").
  const rest = tokens.slice(verbAt);
  if (rest.some((token, index) => token.pos === "CCONJ" && rest[index + 1]?.pos === "AUX")) return undefined;
  const verb = tokens[verbAt]!;
  const named = inside(subject);
  // "… comes from …"
  if (verb.pos === "VERB" && verb.lemma === "come" && tokens[verbAt + 1]?.lower === "from" && tokens.length - verbAt > 3) {
    // ("The idea comes from the British historian…": "the idea" is what another sentence told; the
    // writer asks it of the topic where it can only be the topic's. "The phrase comes from French"
    // tells where a word of the passage comes from, and stays.)
    if (namedElsewhere(subject) && !nameWords.test(head.lower)) return undefined;
    const past = inPast(verb);
    const plural = verb.lower === verb.lemma;
    return {
      question: `Where ${doFor(past, plural)} ${named}${before.length ? ` ${text(before)}` : ""} come from?`,
      answer: `From ${inside(tokens.slice(verbAt + 2, comeFromEnd(tokens, verbAt)))}.`,
      kind: "sequence",
    };
  }
  if (verb.pos !== "AUX" || !/^(?:is|are|was|were)$/.test(verb.lower)) return undefined;
  let at = verbAt + 1;
  while (tokens[at]?.pos === "ADV") at += 1;
  // "Shadows are longest in the early morning and late evening, when the Sun is low…" → "When are
  // shadows longest?": a superlative and a time.
  const superlative = tokens[at]?.pos === "ADJ" && /est$/.test(tokens[at]!.lower) && adjectiveFrom(tokens[at]!.lower) !== undefined;
  if (superlative && /^(?:in|at|during)$/.test(tokens[at + 1]?.lower ?? "")) {
    const time = tokens.slice(at + 1);
    const timeWord =
      /^(?:morning|mornings|evening|evenings|night|nights|day|days|winter|summer|spring|autumn|year|years|month|months|season|seasons|century|dawn|dusk|noon|midday)$/;
    if (!time.slice(0, 6).some((token) => timeWord.test(token.lower)) || time.some(pointsElsewhere)) return undefined;
    return { question: `When ${verb.lower} ${named} ${tokens[at]!.lower}?`, answer: capitalise(`${text(time)}.`), kind: "sequence" };
  }
  const participle = tokens[at];
  const preposition = tokens[at + 1];
  if (!participle || !preposition || tokens.length - at < 4) return undefined;
  const adverbs = text(tokens.slice(verbAt + 1, at));
  // "Screen sharpness is often measured in pixels per inch…" → "What is screen sharpness often measured in?"
  if (/^(?:measured|expressed|counted|given)$/.test(participle.lower) && /^(?:in|by)$/.test(preposition.lower)) {
    const unit = tokens.slice(at + 2);
    if (unit.length === 0 || unit.some((token) => token.pos === "SCONJ" || token.pos === "VERB" || pointsElsewhere(token))) return undefined;
    return {
      question: `What ${verb.lower} ${named}${adverbs ? ` ${adverbs}` : ""} ${participle.lower} ${preposition.lower}?`,
      answer: capitalise(`${text(unit)}.`),
      kind: "sequence",
    };
  }
  // "All German nouns are written with a capital letter." → "How are all German nouns written?"
  if (/^(?:written|spelt|spelled|marked|printed|drawn|coloured|colored)$/.test(participle.lower) && preposition.lower === "with") {
    const means = tokens.slice(at + 1);
    if (means.length < 3 || means.some((token) => token.value === "," || token.pos === "SCONJ" || token.pos === "VERB" || pointsElsewhere(token)))
      return undefined;
    return {
      question: `How ${verb.lower} ${named}${adverbs ? ` ${adverbs}` : ""} ${participle.lower}?`,
      answer: capitalise(`${text(means)}.`),
      kind: "method",
    };
  }
  // "The telescope is named after the American astronomer Edwin Hubble." → "Who is the telescope named after?"
  if (participle.lower === "named" && preposition.lower === "after") {
    // ("…named after the economist Sam Peltzman, who studied car safety laws…": a clause set off
    // after the name tells more of the person, and the answer ends before it.)
    const comma = tokens.findIndex((token, index) => index > at + 2 && token.value === ",");
    // (Or one that says who they were: "…named after Erasto Mpemba, a schoolboy in Tanzania who…".)
    const aside = comma > 0 && /^(?:who|whose|a|an|the)$/.test(tokens[comma + 1]?.lower ?? "") && tokens[comma - 1]?.pos === "PROPN";
    const after = tokens.slice(at + 2, aside ? comma : undefined);
    if (after.some((token) => token.value === "," || pointsElsewhere(token))) return undefined;
    // (A person where the name ends the phrase named, before any clause or "of": not "the silk that
    // Chinese merchants sold to the West", which ends with a name.)
    const clause = after.findIndex((token) => /^(?:that|which|who|whose|of|for)$/.test(token.lower) || token.pos === "VERB");
    const phrase = after.slice(0, clause < 0 ? after.length : clause);
    // (Or a title's "of" before the name: "…after the American secretary of state Frank Kellogg and the French foreign minister Aristide Briand".)
    const titled =
      after[after.length - 1]?.pos === "PROPN" && !after.some((token) => /^(?:that|which|who|whose|for)$/.test(token.lower) || token.pos === "VERB");
    const person = titled || (phrase.some((token) => token.pos === "PROPN") && /^\p{Lu}/u.test(phrase[phrase.length - 1]?.value ?? ""));
    return { question: `${person ? "Who" : "What"} ${verb.lower} ${named} named after?`, answer: capitalise(`${text(after)}.`), kind: "sequence" };
  }
  // "Learners are advised to learn every noun together with its article." → "What are learners advised to do?"
  if (
    /^(?:advised|told|encouraged|asked|required|expected|urged|taught)$/.test(participle.lower) &&
    preposition.lower === "to" &&
    tokens[at + 2]?.pos === "VERB"
  ) {
    const what = tokens.slice(at + 1);
    if (what.some((token) => token.value === "," || token.pos === "SCONJ")) return undefined;
    return { question: `What ${verb.lower} ${named} ${participle.lower} to do?`, answer: capitalise(`${text(what)}.`), kind: "sequence" };
  }
  // "… is kept in …"
  if (placeParticiples.test(participle.lower) && /^(?:in|at|on|inside|under|beneath)$/.test(preposition.lower)) {
    // (Where, not when: "…was found in 1799 by French soldiers near…"; the place ends before "by"
    // and a date: "…found on the sea floor by Robert Ballard in 1985".)
    if (/^(?:1[0-9]{3}|20[0-9]{2})$/.test(tokens[at + 2]?.value ?? "")) return undefined;
    // (Nor how: "The kite is held at an angle to the wind…", "…kept at a low temperature".)
    const measure = tokens.slice(at + 2, at + 5).find((token) => token.pos === "NOUN");
    if (/^(?:angle|speed|rate|temperature|pressure|distance|height|depth|level|price|cost|loss|profit|bay)$/.test(measure?.lemma ?? "")) return undefined;
    const end = tokens.findIndex(
      (token, index) => index > at + 1 && (token.lower === "by" || (token.lower === "in" && /^(?:1[0-9]{3}|20[0-9]{2})$/.test(tokens[index + 1]?.value ?? ""))),
    );
    const place = tokens.slice(at + 1, end < 0 ? tokens.length : end);
    if (place.some((token) => token.value === "," || token.pos === "SCONJ" || token.pos === "VERB" || pointsElsewhere(token))) return undefined;
    return { question: `Where ${verb.lower} ${named} ${participle.lower}?`, answer: capitalise(`${text(place)}.`), kind: "sequence" };
  }
  // "… is made from …"
  if (/^(?:made|produced|built)$/.test(participle.lower) && /^(?:from|of)$/.test(preposition.lower)) {
    // (A list goes on after a comma; another clause does not: "Initial letters, but each letter is…",
    // "Earth, stone and brick, depending on…".)
    const all = tokens.slice(at + 2);
    // (Nor does a relative clause: "…thin sheets of iron separated by insulation, which stops…".)
    const clause = all.findIndex(
      (token, index) =>
        token.value === "," &&
        (!["NOUN", "ADJ", "DET", "PROPN"].includes(all[index + 1]?.pos ?? "") || /^(?:which|who|whose|where)$/.test(all[index + 1]!.lower)),
    );
    const material = clause < 0 ? all : all.slice(0, clause);
    if (material.length === 0 || material.some((token) => token.pos === "SCONJ" || pointsElsewhere(token))) return undefined;
    return { question: `What ${verb.lower} ${named} ${participle.lower} ${preposition.lower}?`, answer: capitalise(`${text(material)}.`), kind: "sequence" };
  }
  return undefined;
}

/**
 * "People with poor circulation are more likely to get chilblains." → "Who is more likely to get
 * chilblains?", answered by the subject (with what narrows it: "with poor circulation").
 */
function moreLikely(tokens: Token[], verbAt: number): Asked | undefined {
  const subject = tokens.slice(0, verbAt);
  const verb = tokens[verbAt];
  const at = verbAt + 1;
  if (
    !verb ||
    !/^(?:is|are|was|were)$/.test(verb.lower) ||
    tokens[at]?.lower !== "more" ||
    tokens[at + 1]?.lower !== "likely" ||
    tokens[at + 2]?.lower !== "to"
  )
    return undefined;
  if (tokens[at + 3]?.pos !== "VERB" || subject.length === 0 || subject.length > 6 || subject.some(pointsElsewhere)) return undefined;
  if (!["NOUN", "PROPN", "DET", "ADJ"].includes(subject[0]!.pos) || subject.some((token) => ["VERB", "AUX", "PUNCT", "SCONJ"].includes(token.pos)))
    return undefined;
  // ("People who are more likely to make a claim usually pay higher premiums": "are" is a relative
  // clause's; the sentence's verb comes later.)
  if (subject.some((token) => /^(?:who|which|that)$/.test(token.lower))) return undefined;
  const preposition = subject.findIndex((token) => token.pos === "ADP");
  const head = subject[(preposition > 0 ? preposition : subject.length) - 1]!;
  const people = nounGroup(head.lemma) === "person" || nounGroup(head.lemma) === "group" || genericPeople.test(head.lower);
  const singular = /^(?:was|were)$/.test(verb.lower) ? "was" : "is";
  return { question: `${people ? "Who" : "What"} ${singular} more likely ${text(tokens.slice(at + 2))}?`, answer: capitalise(text(subject)), kind: "sequence" };
}

function conditionBy(sentence: Sentence, word: "when" | "where" | "while" | "if"): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const when = tokens.findIndex((token, index) => index > 1 && token.lower === word);
  if (when < 0) return undefined;
  // ("A valve lets out steam if the pressure becomes too high" → "When does a valve let out steam?",
  // answered "If …", and "only if" answered "Only if …"; not "even if" or "as if", which grant or compare.)
  if (word === "if" && /^(?:even|as)$/.test(tokens[when - 1]!.lower)) return undefined;
  const onlyIf = word === "if" && tokens[when - 1]!.lower === "only";
  if (word === "where" && !["VERB", "ADV"].includes(tokens[when - 1]!.pos)) return undefined;
  // ("Guy Fawkes was arrested while guarding the gunpowder…": "while" and a doing is a time; "while"
  // and a clause more often a contrast.)
  if (word === "while" && !(tokens[when + 1]?.pos === "VERB" && /ing$/.test(tokens[when + 1]!.lower))) return undefined;
  // ("…is expressed even when only one copy is present": a word of degree before "when" goes with the condition.)
  const effect = tokens.slice(0, /^(?:even|only|just)$/.test(tokens[when - 1]!.lower) ? when - 1 : when);
  // The condition ends where another clause begins ("…is too high, which breaks the circuit"), and at a
  // colon or a semicolon ("…grow too quickly: new cells normally take…" explains it).
  let clause = tokens.slice(when + 1);
  const colon = clause.findIndex((token) => token.value === ":" || token.value === ";");
  if (colon > 0) clause = clause.slice(0, colon);
  // ("…when snowflakes fall through warm air, partly melt, and then pass through freezing air": not
  // where ", and" goes on with the last of a series of the condition's own verbs.)
  const verbAfter = (at: number) => {
    while (clause[at]?.pos === "ADV") at += 1;
    return clause[at]?.pos === "VERB";
  };
  // ("…when leaves fall and rot, when rain washes them…, or when roots give them off": a "when" after
  // a comma, or after a comma and "or"/"and", is one more of a list of conditions.)
  const listed = (index: number) =>
    word === "when" &&
    clause[index]?.lower === "when" &&
    (clause[index - 1]?.value === "," || (/^(?:or|and)$/.test(clause[index - 1]?.lower ?? "") && clause[index - 2]?.value === ","));
  const series = clause.some((token, index) => token.value === "," && clause[index + 1]?.lower !== "and" && verbAfter(index + 1));
  // ("…applies when one party makes a clear promise, the other party relies on it…, and going back on
  // the promise would be unjust": a comma before another subject and its verb makes a list of
  // conditions, and ", and" brings the last of them.)
  const subjectAndVerb = (at: number) => {
    let end = at;
    while (["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(clause[end]?.pos ?? "")) end += 1;
    return end > at && ["NOUN", "PROPN"].includes(clause[end - 1]!.pos) && ["VERB", "AUX"].includes(clause[end]?.pos ?? "");
  };
  const listFrom = clause.findIndex((token, index) => token.value === "," && subjectAndVerb(index + 1));
  const lastOfList = (comma: number) => listFrom >= 0 && comma > listFrom && clause[comma + 1]?.lower === "and";
  const joined = clause.findIndex(
    (token, index) =>
      token.value === "," &&
      /^(?:and|but|so|which|while|or)$/.test(clause[index + 1]?.lower ?? "") &&
      !(series && clause[index + 1]!.lower === "and" && verbAfter(index + 2)) &&
      !lastOfList(index) &&
      // (", or when …" goes on with a list of conditions.)
      !listed(index + 2),
  );
  if (joined > 0) clause = clause.slice(0, joined);
  // ("A decision is illegal if the body had no power to make it, irrational if no reasonable body…":
  // a comma, then another state with a condition of its own, ends the first condition.)
  const parallel = clause.findIndex(
    (token, index) =>
      token.value === "," && ["ADJ", "ADV"].includes(clause[index + 1]?.pos ?? "") && clause.slice(index + 2, index + 4).some((next) => next.lower === word),
  );
  if (parallel > 0) clause = clause.slice(0, parallel);
  // ("Resonance happens when something is pushed at that same frequency": the condition points to
  // what another sentence named.)
  if (sameAsAnother(text(clause))) return undefined;
  // ("Raw rubber becomes sticky when it is hot and brittle when it is cold": a second state with a
  // condition of its own ends the first condition; the first is asked.)
  // (Not ", and when …", one more of a list of conditions.)
  const second = clause.findIndex(
    (token, index) => token.lower === "and" && clause.slice(index + 1, index + 4).some((next) => next.lower === word) && !listed(index + 1),
  );
  if (second > 0 && clause[second + 1]?.pos !== "VERB") clause = clause.slice(0, second);
  // ("A spring stretches when a force pulls on it and returns… when…": a second verb may be the subject's; "when" twice is two conditions.)
  // ("The chemicals reach the soil when leaves fall and rot, when rain washes them…, or when roots
  // give them off": a "when" after a comma, or after a comma and "or"/"and", is one more of a list of
  // conditions, all of them the answer.)
  if (
    clause.some(
      (token, index) =>
        (token.lower === "when" && !listed(index)) ||
        (token.lower === "and" && clause[index + 1]?.pos === "VERB" && clause[index - 1]?.pos !== "VERB" && !lastOfList(index - 1)),
    )
  )
    return undefined;
  // ("The fog seen on stages forms when…": a participle right after the subject's noun, before a
  // preposition, is the subject's own.)
  // ("…was arrested while…": a passive's "be" goes with its participle as one verb.)
  const verbs = effect.filter(
    (token, index) =>
      (token.pos === "VERB" || token.pos === "AUX") &&
      !(index > 0 && effect[index - 1]!.pos === "NOUN" && token.lower !== token.lemma && /(?:ed|en)$/.test(token.lower) && effect[index + 1]?.pos === "ADP") &&
      !(token.pos === "AUX" && token.lemma === "be" && effect[index + 1]?.pos === "VERB" && /(?:ed|en)$/.test(effect[index + 1]!.lower)),
  );
  // ("A tense shows when an action takes place": after a verb of telling or knowing, "when" asks a question of its own.)
  // ("Goodhart's law states that when a measure becomes a target, it…": after "that", the condition is
  // part of what is said.)
  // ("Circadian rhythms control when we feel sleepy, …": so do verbs of steering what happens.)
  if (
    /^(?:show|tell|know|decide|ask|explain|record|remember|understand|see|learn|predict|find|determine|indicate|note|say|wonder|check|control|regulate|govern|affect|influence)$/.test(
      verbs[0]?.lemma ?? "",
    ) ||
    effect[effect.length - 1]?.lower === "that"
  )
    return undefined;
  // ("A shadow is larger when the object is closer…": "be" and a quality is a state with its condition too.)
  const state =
    verbs.length === 1 &&
    verbs[0]!.lemma === "be" &&
    effect.slice(effect.indexOf(verbs[0]!) + 1).length <= 2 &&
    effect.slice(effect.indexOf(verbs[0]!) + 1).every((token) => token.pos === "ADJ" || token.pos === "ADV") &&
    effect[effect.length - 1]!.pos === "ADJ";
  if (
    verbs.length !== 1 ||
    (verbs[0]!.pos !== "VERB" && !state) ||
    effect.length > 10 ||
    effect.some((token) => token.pos === "PUNCT" || pointsElsewhere(token))
  )
    return undefined;
  if (!["NOUN", "PROPN", "DET", "ADJ"].includes(effect[0]!.pos) || /^(?:some|many|most|few|others|this|these|that|those|each)$/.test(effect[0]!.lower))
    return undefined;
  if (namedElsewhere(effect.slice(0, effect.indexOf(verbs[0]!)))) return undefined;
  // ("Walther Meissner and Robert Ochsenfeld discovered the effect in 1933 while measuring…": a
  // question that gives the year asks "When" of what it has already said.)
  if (word !== "where" && effect.some((token) => /^(?:1[0-9]{3}|20[0-9]{2})s?$/.test(token.value))) return undefined;
  // (What follows the verb before "when" is short: "…works best when…" says how well, not what happens.)
  const after = effect.slice(effect.indexOf(verbs[0]!) + 1);
  if (after.length > 4 || after.some((token) => /^(?:best|better|well|only|most)$/.test(token.lower))) return undefined;
  if (clause.length < 2 || !clause.some((token) => token.pos === "VERB" || token.pos === "AUX") || clause.some((token) => token.value === ";"))
    return undefined;
  const form = questionForm(effect);
  if (!form) return undefined;
  const asked = word === "where" ? "Where" : "When";
  const opening = onlyIf ? "Only if" : word === "while" || word === "if" ? capitalise(word) : asked;
  return { question: `${asked} ${form}?`, answer: `${opening} ${text(clause)}.`, kind: "sequence" };
}

/**
 * "Tiebout argued that competition between towns could supply public goods efficiently…" → "What
 * did Tiebout argue?", answered by what he argued: a named person's claim, asked whole. (Only a
 * name: "Critics point out that…", "Some biologists argue that…" say what people in general say.)
 */
export function claim(sentence: Sentence): Asked | undefined {
  const tokens = trimEnd(sentence.tokens);
  const verbAt = tokens.findIndex(finite);
  if (verbAt < 1 || verbAt > 3) return undefined;
  const subject = tokens.slice(0, verbAt);
  if (!subject.every((token) => token.pos === "PROPN" && !token.common && /^\p{Lu}\p{Ll}+$/u.test(token.value))) return undefined;
  // ("Doctors argued that…": an opening word WordNet has as a common noun is a name only where the passage writes it so inside a sentence.)
  if (!subject[0]!.named && isNoun(subject[0]!.lemma)) return undefined;
  const verb = tokens[verbAt]!;
  const claimed = /^(?:argue|claim|suggest|conclude|insist|maintain|predict|believe|warn|contend)$/;
  const past = /ed$/.test(verb.lower);
  const present = verb.lower === `${verb.lemma}s`;
  if (!claimed.test(verb.lemma) || !(past || present) || tokens[verbAt + 1]?.lower !== "that") return undefined;
  const said = tokens.slice(verbAt + 2);
  // What was said is a clause of its own, with nothing in it that points to another sentence.
  // ("…that people produce goods…, so the act of producing gives them the income": a "them" or "their"
  // after a plural noun of the clause is that noun's.)
  const own = (token: Token, index: number) =>
    /^(?:them|their|they)$/.test(token.lower) && said.slice(0, index).some((before) => before.pos === "NOUN" && pluralNoun(before));
  if (said.length < 4 || !said.some(finite) || said.some((token, index) => (pointsElsewhere(token) || token.lower === "them") && !own(token, index)))
    return undefined;
  // (Not two claims: "…need more public services, …, and that their citizens demand more welfare…"
  // reads as no sentence without its first "that", and the answer keeps the source's words.)
  if (said.some((token, index) => token.lower === "that" && said[index - 1]?.lower === "and")) return undefined;
  return { question: `What ${past ? "did" : "does"} ${text(subject)} ${verb.lemma}?`, answer: `${capitalise(text(said))}.`, kind: "claim" };
}

/** "<Subject> <verb>… in 1804." → "In which year did <subject> <verb>…?", answered by the year. */
export function year(sentence: Sentence): Asked | undefined {
  const isYear = (token: Token | undefined) => token !== undefined && /^(?:1[0-9]{3}|20[0-9]{2})$/.test(token.value);
  let all = trimEnd(sentence.tokens);
  // ("The United States followed in 1924": in what year it did what another sentence says asks nothing.)
  if (followsAnother(all)) return undefined;
  // ("In a famous experiment published in 1990, Kahneman … gave…": a year after a participle inside
  // an opening phrase dates what that phrase names, not the sentence's doing; "In the summer of
  // 1816, crops failed…" does date it.)
  const inOpening = all.findIndex((token) => isYear(token) || token.value === ",");
  if (
    all[0]?.pos === "ADP" &&
    isYear(all[inOpening]) &&
    all[inOpening - 1]?.pos === "ADP" &&
    all[inOpening - 2]?.pos === "VERB" &&
    /\p{Ll}ed$/u.test(all[inOpening - 2]!.value)
  )
    return undefined;
  // "In 1532, Spanish soldiers…", "In 2014 a team of researchers…": a year opening the sentence, with
  // or without its comma.
  const opensWithYear = (tokens: Token[]) =>
    tokens[0]?.lower === "in" && isYear(tokens[1]) && (tokens[2]?.value === "," || ["DET", "NOUN", "PROPN", "ADJ"].includes(tokens[2]?.pos ?? ""));
  // "…took place between 26 May and 4 June 1940, during the Second World War": a span of dates
  // ending in the year is "in" that year, and the aside after it goes.
  const last = all.findIndex((token, index) => index > 2 && isYear(token) && all[index + 1]?.value === "," && !all.slice(index + 1).some(isYear));
  if (last > 0) {
    const between = all.slice(Math.max(0, last - 8), last).findIndex((token) => token.lower === "between");
    const from = between >= 0 ? Math.max(0, last - 8) + between : -1;
    // ("…between about 1250 and 1500, mostly from…": a span of years is in no one year.)
    if (from > 0 && all.slice(from, last).some(isYear)) return undefined;
    all =
      from > 0 && all.slice(from, last).some((token) => token.lower === "and")
        ? [...all.slice(0, from), { ...all[from]!, value: "in", lower: "in" }, all[last]!]
        : all.slice(0, last + 1);
    // ("When the bridge opened in 1883, it was…": the year dates the opening clause's event, asked without its "when".)
    if (/^(?:when|after|once|as)$/.test(all[0]?.lower ?? "") && all[1]?.pos !== "PRON") all = all.slice(1);
    // ("When his wife gave birth to a son in June 1688, …": one whose subject points elsewhere is
    // asked of no one the question could name, and its "when" leads no question.)
    if (/^(?:when|after|once|as|if|because|although|though|while|before|until|since|unless)$/.test(all[0]?.lower ?? "")) return undefined;
  }
  // "Electric lamps and automatic controls made keepers unnecessary, and the last British
  // lighthouse was automated in 1998": a second clause with a subject of its own, not a pronoun,
  // is dated by a year at its end alone; "In 1900, the three keepers … vanished, and their
  // disappearance has never been explained": an opening year dates the first clause alone.
  const second = all.findIndex(
    (token, index) =>
      index > 2 &&
      token.value === "," &&
      /^(?:and|but)$/.test(all[index + 1]?.lower ?? "") &&
      ["DET", "NOUN", "PROPN", "ADJ", "PRON"].includes(all[index + 2]?.pos ?? "") &&
      all.slice(0, index).some(finite) &&
      all.some((later, at) => at > index + 2 && finite(later) && ["NOUN", "PROPN"].includes(all[at - 1]!.pos)),
  );
  if (second > 0) {
    const first = all.slice(0, second);
    const clause = all.slice(second + 2);
    if (opensWithYear(all) && !all.slice(2).some(isYear)) all = first;
    else if (!first.some(isYear) && isYear(clause[clause.length - 1]) && !pointsElsewhere(clause[0]!) && clause[0]!.pos !== "PRON")
      return year({ ...sentence, tokens: clause });
  }
  // ("The first Tay Bridge in Scotland opened in 1878 and was then the longest bridge…": a second
  // predicate after the year is not what the year dates.)
  const joined = all.findIndex(
    (token, index) =>
      index > 2 && isYear(token) && all[index - 1]?.lower === "in" && all[index + 1]?.lower === "and" && ["AUX", "VERB"].includes(all[index + 2]?.pos ?? ""),
  );
  if (joined > 0 && !all.slice(0, joined).some(isYear)) all = all.slice(0, joined + 1);
  // ("The theremin was invented in 1920 by the Russian physicist Leon Theremin while…": a passive's
  // doer after the year is the agent question's; the year dates the passive without it.)
  const doer = all.findIndex(
    (token, index) => index > 3 && isYear(token) && all[index - 1]?.lower === "in" && all[index + 1]?.lower === "by" && all.slice(0, index).some(finite),
  );
  if (doer > 0 && !all.slice(0, doer).some(isYear) && all.slice(0, doer).some((token) => token.pos === "AUX" && token.lemma === "be"))
    all = all.slice(0, doer + 1);
  // "In 1532, Spanish soldiers … captured…": a year that opens the sentence dates the clause after it
  // (with or without its comma: "In 2014 a team of researchers used…").
  const openingComma = all[2]?.value === "," ? 1 : 0;
  const opening = opensWithYear(all);
  // "…on 17 December 1903": the day and the month go with the year.
  const dated = all.length;
  const onDay =
    isYear(all[dated - 1]) && months.test(all[dated - 2]?.value ?? "") && /^\d{1,2}$/.test(all[dated - 3]?.value ?? "") && all[dated - 4]?.lower === "on";
  // ("…took place in May 1618": so does the month.)
  const inMonth = isYear(all[dated - 1]) && months.test(all[dated - 2]?.value ?? "") && all[dated - 3]?.lower === "in";
  const tokens = opening
    ? [...all.slice(2 + openingComma), { ...all[0]!, value: "in", lower: "in" }, all[1]!]
    : onDay
      ? [...all.slice(0, dated - 4), { ...all[dated - 4]!, value: "in", lower: "in" }, all[dated - 1]!]
      : inMonth
        ? [...all.slice(0, dated - 2), all[dated - 1]!]
        : all;
  const at = tokens.findIndex((token, index) => isYear(token) && tokens[index - 1]?.lower === "in" && index === tokens.length - 1);
  if (at < 3) return undefined;
  // "…dates back to Magna Carta in 1215": a year after a name that follows a preposition dates the name, not the verb.
  let name = at - 2;
  while (name > 0 && tokens[name]!.pos === "PROPN") name -= 1;
  // (Not a full date, "…in Manchester on 16 August 1819", which dates the doing; nor an opening year
  // moved to the end, "In 1834 workers burned … under the House of Lords", which dates the clause.)
  if (!onDay && !opening && name < at - 2 && tokens[name]!.pos === "ADP") return undefined;
  // "…was a severe economic slump that began in 1929": the year dates the clause, not the sentence.
  if (tokens.slice(1, at).some((token) => /^(?:that|which|who|when|where|until|because|after|before|while)$/.test(token.lower))) return undefined;
  // "The Spanish Armada was a fleet sent by … in 1588": what a thing was, dated, asks "In which year
  // was the Spanish Armada a fleet sent…?", which no one would; the year belongs to the participle.
  const verbAt = tokens.findIndex((token, index) => index > 0 && (token.pos === "VERB" || token.pos === "AUX"));
  if (verbAt > 0 && tokens[verbAt]!.lemma === "be" && /^(?:a|an|the|one)$/.test(tokens[verbAt + 1]?.lower ?? "")) return undefined;
  // ("In 1950, two brothers cutting peat in a bog … found the body": an "-ing" word after the
  // subject's noun describes it; the verb comes later, and a question about it is too long to read.)
  if (verbAt > 0 && /ing$/.test(tokens[verbAt]!.lower) && tokens[verbAt - 1]?.pos === "NOUN") return undefined;
  // A dated event is in the past: "set up" is "did … set up", never "do". (Without the comma that
  // closed an aside before the date: "…launched Sputnik, the first artificial satellite, in 1957".)
  // "…at Crécy in 1346 and Agincourt in 1415": a sentence with two dates asks about neither.
  if (tokens.slice(0, at - 1).some((token) => isYear(token))) return undefined;
  // "Charles Darwin studied earthworms for decades and published a book about them in 1881": the
  // year dates the second verb only. (Not one that opens the sentence: "In 1453, Mehmed II captured
  // Constantinople and made it…" dates both.)
  if (!opening && verbAt > 0 && tokens.slice(verbAt + 1, at).some((token, index, rest) => token.lower === "and" && rest[index + 1]?.pos === "VERB"))
    return undefined;
  // "Dried tardigrades have survived extreme cold, high pressure and even a trip into space in
  // 2007": a perfect ("have survived") is dated by no year, and after a list the year may date its
  // last item only.
  if (verbAt > 0 && /^(?:have|has)$/.test(tokens[verbAt]!.lower) && tokens[verbAt + 1]?.pos === "VERB") return undefined;
  // ("Peter had in fact been murdered in 1762": nor a "had" with words before its participle, which
  // the question cannot keep in their place.)
  if (
    verbAt > 0 &&
    /^(?:have|has|had)$/.test(tokens[verbAt]!.lower) &&
    !finiteAt(tokens, verbAt + 1) &&
    tokens.slice(verbAt + 2, at).some((token) => token.pos === "AUX" || (token.pos === "VERB" && /\p{Ll}(?:ed|en)$/u.test(token.value)))
  )
    return undefined;
  const between = tokens.slice(verbAt + 1, at);
  if (between.some((token) => token.value === ",") && between.some((token) => /^(?:and|or)$/.test(token.lower))) return undefined;
  // "The term comes from Mrs Malaprop, a character in Richard Sheridan's play The Rivals, first
  // performed in 1775": a participle after a comma, right before the year, is what it dates.
  // ("…called the movement the "New Negro" in a collection of essays published in 1925": so is one
  // right after its noun.)
  const participle = tokens[at - 2];
  if (
    at - 2 > verbAt &&
    participle?.pos === "VERB" &&
    (/\p{Ll}ed$/u.test(participle.value) || irregularPast.has(participle.lower)) &&
    tokens[at - 3]?.pos === "NOUN"
  )
    return undefined;
  // ("The process was first shown in 1928…": a subject that names what another sentence told.)
  if (verbAt > 0 && namedElsewhere(tokens.slice(0, verbAt))) return undefined;
  const comma = tokens.map((token) => token.value).lastIndexOf(",", at);
  if (comma > verbAt && verbAt > 0) {
    const rest = tokens.slice(comma + 1, at - 1).filter((token) => token.pos !== "ADV" && !/^(?:first|last)$/.test(token.lower));
    if (rest.length === 1 && rest[0]!.pos === "VERB" && (/ed$/.test(rest[0]!.lower) || irregularPast.has(rest[0]!.lower))) return undefined;
  }
  // ("…made its final payment on a related loan only in 2006" → "…on a related loan?": "only" goes with the year.)
  const dating = trimEnd(tokens.slice(0, at - 1));
  const form = questionForm(/^(?:only|just)$/.test(dating[dating.length - 1]?.lower ?? "") ? dating.slice(0, -1) : dating, true);
  if (!form) return undefined;
  return { question: `In which year ${form}?`, answer: tokens[at]!.value, kind: "year" };
}

/**
 * A noun phrase that says where a thing ranks, not what it is: "the largest in the world", "the
 * largest species" (of what?), "the most common trigger". ("A phoneme is the smallest unit of
 * sound that…", "the longest river in Africa" still say what it is: a noun, then where it ranks.)
 */
export function ranksOnly(tokens: Token[]): boolean {
  if (tokens[0]?.lower !== "the") return false;
  const word = tokens[1]?.lower ?? "";
  let at: number;
  if (/^(?:most|least)$/.test(word)) {
    if (/^(?:common|frequent|usual|popular|important|likely|famous|familiar|celebrated|notable)$/.test(tokens[2]?.lower ?? "")) return true;
    at = 3;
    // ("Silicon is the most widely used semiconductor": an adverb before the ranked word.)
    if (tokens[2]?.pos === "ADV" && /ly$/.test(tokens[2].lower)) at = 4;
  } else if (word === "best" && tokens[2]?.value === "-" && /^(?:known|loved|selling)$/.test(tokens[3]?.lower ?? "")) {
    // ("Earthworms are the best-known agents on land": a rank by fame, whatever follows it.)
    return true;
  } else if (/^(?:best|worst)$/.test(word) || (/^\p{Ll}+est$/u.test(word) && adjectiveFrom(word) !== undefined)) at = 2;
  else return false;
  if (/^(?:in|of|on|among)$/.test(tokens[at]?.lower ?? "")) return true;
  if (tokens[at]?.pos !== "NOUN") return false;
  while (tokens[at]?.pos === "NOUN") at += 1;
  // ("…the largest accidental explosion of its time": when it ranks so is a rank still.)
  if (/^of (?:its|their|his|her) (?:time|day|era|age)\b/.test(text(tokens.slice(at)).toLowerCase())) return true;
  // (A colon or a semicolon ends it too: "Disease was the greatest danger: cholera killed…".)
  return tokens[at] === undefined || /^(?:and|,|\.|:|;)$/.test(tokens[at]!.lower);
}

const rankOnly = (meaning: string) => ranksOnly(tokensOf(meaning));

/** A meaning whose head is a colour: "a shiny copper brown when…", "a deep red" (not "the white, powdery deposit of salts…"). */
const colourOnly = new RegExp(
  `^(?:an?|the)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:${colourNames}|gold|silver)(?:\\s+(?:when|while|that|which|in|at|on|from|after|before|until)\\b|\\.?$)`,
  "iu",
);

/** Definitional sentences: "A variable is a named …", "Osmosis refers to …", "… is called X" (not "X describes Y": Y is what X is about, not what it is). */
/** Participles of making or using that narrow a bare noun into a definition ("damage … caused by", "light produced when"). */
const makingParticiples = "caused|made|used|produced|formed|released|given off";
/** A bare noun and such a participle: "light produced when…". */
const narrowedByMaking = new RegExp(String.raw`^\p{Ll}+\s+(?:${makingParticiples})\s`, "u");

const definitionPatterns: RegExp[] = [
  /^(?:(?<article>an?|the)\s+)?(?<term>[\p{L}][\p{L}\p{N}' –-]{1,60}?)\s+(?<verb>is|are)\s+(?:defined as\s+)?(?<definition>(?:an?|the)\s.{6,})$/iu,
  /^(?:(?<article>an?|the)\s+)?(?<term>[\p{L}][\p{L}\p{N}' –-]{1,60}?)\s+(?<verb>refers? to|means|mean|is defined as)\s+(?<definition>.{6,})$/iu,
  /^(?<definition>.{6,}?)\s+(?<verb>is|are)\s+(?:called|known as|termed)\s+(?:(?<article>an?|the)\s+)?(?<term>[\p{L}][\p{L}\p{N}' –-]{1,60})$/iu,
  // "Fertilisers are substances that farmers add to soil…", "Sign languages are full languages that use…",
  // "Chameleons are lizards known for changing colour": a class in the plural, then what sets these apart.
  // ("Chilblains are small, itchy, red swellings on the skin that appear…": adjectives in a list too.)
  // ("Oxpeckers are small African birds that perch…": a capitalised describing word among them too.)
  /^(?<term>[\p{L}][\p{L}\p{N}' –-]{1,60}?)\s+(?<verb>are)\s+(?<definition>(?:\p{Ll}[\p{L}-]*,?\s(?:[\p{L}-]+,?\s){0,2})?\p{Ll}+s\s+(?:that|which|who|whose|with|used|made|known\s+for|on\s+the\s+\p{Ll}+\s+that)\s.{4,})$/u,
  // "Sunburn is damage to the skin caused by…": a mass noun with no article, then what narrows it.
  // ("Triboluminescence is light produced when a material is scratched…": a participle of making too.)
  new RegExp(
    String.raw`^(?:(?<article>[Aa]n?|[Tt]he)\s+)?(?<term>[\p{L}][\p{L}\p{N}' –-]{1,60}?)\s+(?<verb>is)\s+(?<definition>\p{Ll}+\s+(?:of|to|in|for|from|${makingParticiples}|that|which)\s.{6,})$`,
    "u",
  ),
  // "The Gutenberg Bible was the first major book printed in Europe…", "The Spanish flu was a
  // worldwide outbreak…", "The Wars of the Roses were a series of civil wars…": what a named thing
  // of the past was (a name, or a name's word and a common noun).
  // ("Apollo 13 was the seventh crewed mission…": a name with its number too.)
  // ("The Gordon Riots were several days of violence in London…": a span of them, counted, too.)
  // ("The Tanganyika laughter epidemic was an outbreak of mass hysteria…": or with two common nouns.)
  // ("The Kellogg–Briand Pact was an international agreement…": names joined by a dash too.)
  /^(?:(?<article>The)\s+)?(?<term>(?!(?:The|An?)\s)\p{Lu}[\p{L}']*(?:–\p{Lu}[\p{L}']*)?(?:\s+(?:\p{Lu}[\p{L}']*(?:–\p{Lu}[\p{L}']*)?|of|the))*(?<=\p{L})(?:(?:\s+\p{Ll}+){1,2}|\s+\d{1,3})?)\s+(?<verb>was|were)\s+(?<definition>(?:an?|the|several|two|three|four|five|six|seven|eight|nine|ten)\s.{6,})$/u,
  // "Arbitrage is buying something in one market and selling it…", "Busking is performing music…": a
  // doing, defined by the doings it is (read only where WordNet has the term as a doing, or it is one
  // in "-ing" itself).
  /^(?<term>\p{Lu}\p{Ll}+(?:[ -]\p{Ll}+)?)\s+(?<verb>is)\s+(?<definition>\p{Ll}+ing\s.{6,})$/u,
  // "The owner who hands over the goods is the bailor, and the person who receives them is the
  // bailee": what a "who" or "that" clause picks out, named by one rare word after "is the".
  /^(?<definition>(?:the|an?)\s+(?:\p{Ll}+\s+){0,2}?\p{Ll}+\s+(?:who|that)\s.{4,}?)\s+(?<verb>is|are)\s+(?<article>the)\s+(?<term>\p{Ll}[\p{Ll}-]{2,30})(?:,\s+and\s.+)?$/iu,
  // "Cattle, sheep, goats and deer are ruminants, mammals that digest grass…": a list of examples, the
  // plural term they are, and after its comma the class and what sets these apart.
  /^\p{Lu}[\p{L}-]*(?:,\s+[\p{L}-]+)+,?\s+and\s+[\p{L}-]+\s+(?<verb>are)\s+(?<term>\p{Ll}[\p{Ll}-]+s),\s+(?<definition>(?:[\p{Ll}-]+\s){0,2}\p{Ll}+s\s+(?:that|which|who)\s.{4,})$/u,
];

export interface Definition {
  term: string;
  definition: string;
  /** The article the text gives the term ("a", "an", "the"), if any. */
  article: string | undefined;
  /** The text defines it in the plural ("Alleles are …"). */
  plural: boolean;
  /** What a named thing of the past was ("The Gutenberg Bible was …"). */
  past?: boolean;
}

/** The term a sentence defines and its whole definition, or undefined. */
/** Parts every thing of a kind has, which "the" makes its own ("The body is a long chain of segments"): no term. */
export const partNouns = /^(?:body|head|tail|top|bottom|front|back|end|start|middle|edge|side|rest|result|name|surface|base|tip)$/;

/** What a name is glossed as in another language: "Bona vacantia, Latin for "ownerless goods", …". */
export const glossedIn = "(?:Latin|Greek|French|German|Italian|Spanish|Arabic|Dutch) for";

/** A term and its gloss before its verb, in quotation marks or not: "An amicus curiae, Latin for friend of the court, is…". */
const glossAside = new RegExp(
  `^([\\p{L}][\\p{L}\\p{N}' -]{1,60}?), ${glossedIn} (?:[\\p{L}' -]{2,40}|"[\\p{L}' -]{2,40}"|“[\\p{L}' -]{2,40}”), (?=(?:is|are) )`,
  "u",
);

export function definitionIn(sentenceText: string): Definition | undefined {
  const found = definitionFound(sentenceText);
  // ("The direct exchange is known as conjugation": "the" and a word for a happening, with at most
  // one word describing it and nothing after it to say of what, is what another sentence told, by
  // another name; it defines nothing. "The guilty mind is called the mens rea" does.)
  if (found && /^the(?:\s+\p{Ll}+){1,2}$/u.test(found.definition) && nounGroup(found.definition.split(/\s+/).pop()!) === "happening") return undefined;
  // ("The local name is called an endonym": "the" and a word for a name, with at most one word
  // describing it, is the name of what another sentence named, and says not of what.)
  if (found && /^the(?:\s+\p{Ll}+)?\s+(?:name|term|word|form|spelling)s?$/u.test(found.definition)) return undefined;
  // ("Most cases have no known cause and are mild; these are called primary Raynaud's": a clause that
  // counts some of a thing is no meaning of the name.)
  if (found && /^(?:Most|Many|Some|Few|All|Several)\s/.test(found.definition)) return undefined;
  // ("A person from Manchester is a Mancunian, from the Latin name of the city", "Someone from Italy
  // is an Italian, someone from London a Londoner…": a meaning that is only a capitalised word, up
  // to its comma, is what the thing is called, no account of what it is.)
  if (found && /^(?:an?|the)\s+\p{Lu}[\p{L}-]*(?:,|$)/u.test(found.definition)) return undefined;
  // ("The behaviour is a quantum effect: …": "the" and a word for what another sentence told, alone,
  // is that, and defines nothing.)
  if (found && found.article?.toLowerCase() === "the" && pointingHeads.test(found.term.toLowerCase())) return undefined;
  // ("Chariot racing was the city's great passion": what a place, a people or a person another
  // sentence named had, "the" and its owner's word, says what it was there, and names no term; "the
  // world's largest…" and "the body's largest organ" are every reader's.)
  const owner = found && /^the\s+(\p{Ll}+)['’]s\s/u.exec(found.definition)?.[1];
  if (owner && !/^(?:world|earth|universe|body|sun|moon|planet)$/.test(owner) && ["place", "group", "person"].includes(nounGroup(owner) ?? ""))
    return undefined;
  return found;
}

function definitionFound(sentenceText: string): Definition | undefined {
  // ("In England, planning permission is the approval…": a place that only sets where it holds goes.)
  // ("Whooping cough, also called pertussis, is a bacterial infection…": a second name between the
  // term and its verb goes too.)
  // ("In American slang, a faulty car is called a lemon", "In places where snow melts fast, a sudden
  // flood is called a freshet": before a naming, any short opening phrase of setting goes too.)
  const naming = /^(?:In|At|On|Among|Under|Within|Across|Throughout)\s[^,]{1,40},\s+(?=(?:the|a|an)\s.*\s(?:is|are)\s+(?:called|known as|termed)\s)/u.exec(
    sentenceText,
  );
  const plain = (naming ? sentenceText.slice(naming[0].length) : sentenceText)
    .replace(/[.!]$/, "")
    // ("In English law, private nuisance is…": so does the law or usage of a place.)
    .replace(/^In (?:the )?\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2}(?: (?:law|usage|grammar|slang|practice))?, (?=\p{L})/u, "")
    // ("In distributed databases, a tombstone is a marker that…", "In economics, a ratchet effect is…":
    // so does the field it belongs to, before "a" or "the" and the term; not a span or a place of
    // a kind, "In some cases, …", "In cold countries, …".)
    // ("In maritime law, salvage is the reward…": a branch of the law is a field too, and a single
    // lowercase word with no article may be the term.)
    .replace(
      /^In (?:\p{Ll}+ ){0,2}(?!(?:cases|years|days|times|ways|places|countries|parts|areas|situations|months|weeks|winters|summers)\b)(?:\p{Ll}+(?:ics|ology|istry|ing|bases|systems|networks|languages)|law), (?=(?:(?:an?|the) [\p{L}' -]{2,40}?|\p{Ll}[\p{Ll}-]{2,30}) (?:is|are) (?:an?|the|any) )/u,
      "",
    )
    // ("In ancient Athens, ostracism was a procedure by which…": a place of an age goes too, and the
    // clause after it opens the sentence.)
    .replace(/^In (?:ancient|medieval|classical|imperial) \p{Lu}\p{Ll}+, (\p{Ll})/u, (_whole, first: string) => first.toUpperCase())
    .replace(/^([\p{L}][\p{L}\p{N}' -]{1,60}?), (?:also )?(?:called|known as) [\p{L}' -]{2,40}, (?=(?:is|are) )/u, "$1 ")
    // ("The Stamp Act of 1765 was a tax that…": a name's year is no part of it.)
    .replace(/^((?:The )?\p{Lu}[\p{L}']*(?: \p{Lu}[\p{L}']*)+) of \d{3,4} (?=(?:was|were) )/u, "$1 ")
    // ("The Portuguese man o' war looks like a jellyfish, but it is a siphonophore, a colony of…":
    // what a thing only looks like goes, and what it is in fact is its definition.)
    .replace(
      /^([\p{L}][\p{L}\p{N}' -]{1,60}?) (?:looks|seems|sounds|look|seem|sound) like (?:an?|the) [\p{L}' -]{2,40}, but (?:it|they) (is|are) (?:actually |really |in fact )?(?=(?:an?|the)\s)/u,
      "$1 $2 ",
    )
    // ("An amicus curiae, Latin for friend of the court, is a person…": what the name means in the
    // language it comes from goes as well, in quotation marks or not: "Bona vacantia, Latin for
    // "ownerless goods", is…".)
    .replace(glossAside, "$1 ")
    // ("Bacteriophages, or phages, are viruses that…": a short name given as its other, likewise.)
    .replace(/^([\p{L}][\p{L}\p{N}' -]{1,60}?), or [\p{L}-]{2,30}, (?=(?:is|are) )/u, "$1 ")
    // ("Economists call the part of an efficiency saving that is cancelled by extra use the rebound
    // effect": what people of a field call a thing, a name of four words at most after "the", is what it
    // is called; not "…call the failure to supply public goods a market failure", which only sorts it.)
    .replace(
      /^\p{Lu}\p{Ll}+(?:ists|ians|ers|ors)\s+(?:often\s+|sometimes\s+|usually\s+)?call\s+((?:the|an?)\s.{6,}?)\s+(the\s+(?:[\p{L}\p{N}'-]+\s+){0,3}[\p{L}\p{N}'-]+)$/u,
      (_whole, meaning: string, name: string) => `${meaning} ${/^\S+\s+\p{Ll}+[^s\s]s\s/u.test(meaning) ? "are" : "is"} called ${name}`,
    );
  for (const [index, pattern] of definitionPatterns.entries()) {
    const groups = pattern.exec(plain)?.groups;
    if (!groups) continue;
    let subject = groups.term!.trim();
    // ("The Geneva Conventions are international treaties that…": the plural class's pattern, which has
    // no article of its own, takes the sentence's "The" into the term; it is the term's article.)
    let article = groups.article;
    const leading = article === undefined ? /^(the|an?)\s+(?=\S)/iu.exec(subject) : null;
    if (leading) [article, subject] = [leading[1], subject.slice(leading[0].length)];
    if (/^(?:it|this|that|these|those|they|he|she|there|which|who|one|each|some|many|most)\b/i.test(subject) || subject.split(/\s+/).length > 5) continue;
    // ("Today English is the most widely used lingua franca…": what holds now is no definition, and the
    // word of time is no part of the term.)
    if (/^(?:today|nowadays|now|currently|still)\b/i.test(subject)) continue;
    // ("To sanction can mean to approve something or to punish it": what a word can mean is one of its
    // senses, and a modal is no part of a term.)
    if (/\s(?:can|could|may|might|must|will|would|should)$/i.test(subject)) continue;
    // "People who are short-sighted wear glasses…": a subject with a clause of its own is no term;
    // nor are two things ("Bacteria and fungi are the most important decomposers").
    if (/\b(?:who|which|that|whose|whom|and|or)\b/i.test(subject)) continue;
    // ("Dunes form where there is plenty of dry sand…": a clause before "is" is no subject at all.)
    // ("The law holds because food is a necessity": nor is one with a reason after its own verb.)
    if (/\b(?:where|when|there|if|than|because|since|although|though|unless)\b/i.test(subject)) continue;
    // ("Under the glass top is a coil of copper wire…": a place put first, with the subject after the verb;
    // "Inside is a ceramic honeycomb…": the place alone.)
    if (
      /^(?:under|over|inside|behind|beneath|below|above|near|along|around|among|between|beside|at|on|in|within|outside|across|through|underneath)(?:\s|$)/i.test(
        subject,
      )
    )
      continue;
    // ("The dark centre of a shadow is called the umbra, and the lighter edge is called the penumbra":
    // two namings, neither the whole of the other's meaning.)
    if (/\b(?:is|are)\s+called\b/i.test(groups.definition!)) continue;
    // ("Fishing without a licence is a criminal offence": a doing with what it governs is judged, not
    // named; "planning permission" and "a programming paradigm" are things.)
    const doing = /^(\p{Ll}+ing)\s+(?:a|an|the|without|with|in|on|at|for|from|into|by|to|too|your|their|his|her|its|my|our)\s/u.exec(
      subject.toLowerCase(),
    )?.[1];
    if (index !== 2 && doing !== undefined && verbFrom(doing, "ing") !== undefined) continue;
    // ("A component that obeys the law … is called ohmic": a describing word WordNet has as no noun
    // is what the thing is said to be, no term for it.)
    if (index === 2 && /^\p{Ll}+$/u.test(subject) && isAdjective(subject) && !isNoun(subject)) continue;
    // ("The body is a long chain of segments": "the" and a part every such thing has is its part, no term.)
    if (article?.toLowerCase() === "the" && partNouns.test(subject.toLowerCase())) continue;
    // ("A common example is a subscription that…": an example, a case or a kind of something names no term.)
    if (/\b(?:example|instance|case|type|kind|sort|form)$/i.test(subject)) continue;
    // ("A common method is the token bucket…": "a" and a word that says how often or how well one is
    // met picks out one of several, no term; "the common cuckoo" names a kind.)
    if (/^an?$/i.test(article ?? "") && /^(?:common|usual|typical|popular|frequent|useful)\s+\p{L}/iu.test(subject)) continue;
    // ("The simplest periscope is a tube with…": a superlative picks one out; it names no term.)
    const opening = subject.split(/\s+/)[0]!.toLowerCase();
    // ("The best preserved is the Great Ziggurat of Ur…": "best", "worst" and "least" likewise.)
    if (subject.includes(" ") && (/^(?:most|best|worst|least)$/.test(opening) || (/est$/.test(opening) && adjectiveFrom(opening) !== undefined))) continue;
    // ("The bee hummingbird of Cuba is the smallest bird…": a thing of a place is no name of its own.)
    if (/^\p{Ll}[\p{L} -]*\sof\s\p{Lu}/u.test(subject)) continue;
    // ("A network that learns its training examples too closely may fail on new data; this problem is
    // called overfitting": a clause before a semicolon, which "this problem" restates, is a happening
    // told, not the meaning of a thing.)
    if (index === 2 && /;\s*(?:this|that|these|those|such)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?$/iu.test(groups.definition!)) continue;
    // ("Cleave means both to split apart and to cling together; …": what a clause after a semicolon
    // says is no part of the meaning.)
    let meaning = groups.definition!.trim().replace(/\s*;.*$/u, "");
    // ("The East African Rift is the best-known example: it runs for…": what a thing is an example of,
    // another sentence told; "the best-known example" is no meaning.)
    if (/^(?:the|an?|one|another)\s+(?:[\p{L}-]+\s+){0,2}(?:example|instance)\b/iu.test(meaning)) continue;
    // (A meaning that is a verb's, "to split apart", is a verb's sense: "What is cleave?" asks nothing.)
    if (/^(?:(?:both|either)\s+)?to\s+\p{Ll}+/u.test(meaning) && /^(?:means?|meant)$/i.test(groups.verb ?? "")) continue;
    // "Shin splints is the common name for pain along…", "Bona vacantia… is the legal name for
    // property that has no owner": a name for a thing says the thing.
    // (Not where a clause after it says how the name is used: "An exonym is a name for a place or a
    // people that is used by outsiders…" is a name that is used so, not a place.)
    if (!/\b(?:that|which)\s+(?:is|are|was|were)\s+(?:\p{Ll}+\s+)?(?:used|given|applied|spoken|written|borrowed)\b/u.test(meaning))
      meaning = meaning.replace(
        /^(?:the|a|an)\s+(?:(?:common|usual|everyday|popular|medical|scientific|technical|formal|informal|official|other|legal|collective|general|proper|correct|chemical|botanical|local)\s+)?name\s+for\s+/iu,
        "",
      );
    // ("The cobra effect is the name economists give to an incentive that…": so does the name some
    // people give to a thing, or the term they use for it.)
    meaning = meaning.replace(/^the\s+(?:name|term|word)\s+(?:that\s+)?(?:\p{Ll}+\s+){1,2}(?:give|use)\s+(?:to|for)\s+(?=(?:an?|the)\s)/u, "");
    // ("The same principle is now used to trap light…": what a thing is used for, or how often it is
    // so, is no meaning; no meaning opens with an adverb of time or frequency.)
    if (/^(?:now|also|often|still|usually|sometimes|mainly|mostly|widely|commonly|largely|rarely|seldom|always|never|generally|increasingly)\s/i.test(meaning))
      continue;
    // (The bare word must be a noun English has, not an adjective: "Sand is insoluble in water" defines nothing.)
    const bare = meaning.split(/\s+/)[0]!;
    // (Nor a comparative: "A concave lens is thinner in the middle…".)
    const comparative = adjectiveFrom(bare) !== undefined;
    // (A word English has as both is the noun where a participle narrows it: "Triboluminescence is
    // light produced when…".)
    const narrowed = narrowedByMaking.test(meaning);
    if (index === 4 && (!isNoun(bare) || ((mostlyAdjective(bare) || isAdjective(bare)) && !narrowed) || comparative || /ing$/.test(bare))) continue;
    // (Only a rare word, not "…is the price", and only where the clause picks out a thing or a person,
    // not "The reason that… is the cost".)
    if (
      index === 7 &&
      (senseCount(subject) > 2 ||
        /^(?:the|an?)\s+(?:\p{Ll}+\s+)?(?:one|ones|thing|things|way|reason|problem|result|difference|point|idea|answer|question|aim|goal|purpose|part|main|first|last|only)\b/iu.test(
          meaning,
        ))
    )
      continue;
    // (Not a doing in progress, "Water is boiling in the pot": the term is a doing, and the meaning's
    // first word a verb's "-ing".)
    if (index === 6 && ((nounSort(subject.toLowerCase()) !== "doing" && !/\p{Ll}ing$/u.test(subject)) || verbFrom(bare, "ing") === undefined)) continue;
    // "A female louse glues her eggs to hairs…, and the empty egg cases left after hatching are called
    // nits": after a clause of its own, what is named is only what follows it.
    const joined = index === 2 ? /^(.*)(?:,\s*(?:and|but|while)|;)\s+(?=(?:the|a|an|these|this|its|their|each|every)\s)/iu.exec(meaning) : null;
    if (joined && tokensOf(joined[1]!).some((token) => token.pos === "VERB" || token.pos === "AUX")) {
      meaning = meaning.slice(joined[0].length);
      // ("The code is read in groups of three bases, and each group is called a codon": one of the
      // things the clause before named is "a group of three bases"; "each group" alone says nothing.)
      const one = /^(?:each|every)\s+(\p{Ll}+)$/iu.exec(meaning)?.[1];
      if (one !== undefined) {
        const of = new RegExp(`\\b${one}(?:s|es)\\s+(of\\s+[^,;]+)$`, "iu").exec(joined[1]!)?.[1];
        if (of === undefined) continue;
        meaning = `each ${one} ${of}`;
      }
    }
    // ("Light shows the same effect: light from a galaxy … is shifted towards the red end of the
    // spectrum, which is called redshift": what a "which" names, or what follows a colon, is a
    // happening told in a clause, not a thing with a meaning.)
    // ("A fire needs fuel, heat and oxygen, which together are called the fire triangle": with a word
    // between "which" and the naming too.)
    if (index === 2 && (/:\s/.test(meaning) || /,\s*which(?:\s+\p{L}+)?$/iu.test(meaning))) continue;
    // ("Where two cirques form back to back, the sharp ridge left between them is known as an arête":
    // a clause of place, time or condition that opens the sentence is no part of a meaning, and what
    // follows it leans on it.)
    // ("When a solid turns directly into a gas…, the process is called sublimation" does mean the
    // clause: "the process" only restates it.)
    const opened = /^(?:where|wherever|when|whenever|if|once|as|after|before|while)\s[^,]+,\s+(?:the|an?)\s+(.+)$/iu.exec(meaning);
    if (opened && !toldHeads.test(opened[1]!)) continue;
    // "…without melting, the process is called sublimation": stop before the words restating the subject.
    if (index === 2) meaning = meaning.replace(/,\s*(?:the|this|that|a|an)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?$/iu, "");
    // ("When the processor finds the data it needs in the cache, this is called a cache hit": "this" is the "when" clause.)
    if (index === 2) meaning = meaning.replace(/,\s*(?:this|that)$/i, "");
    // ("The opposite form, which makes a word express largeness, is called an augmentative": the comma
    // closing an aside is no part of the meaning, and the opposite of what another sentence named is none.)
    if (index === 2) meaning = meaning.replace(/,$/, "");
    if (/^(?:the|an?)\s+(?:opposite|reverse|inverse|converse)\b(?!\s+of\b)/i.test(meaning)) continue;
    // ("In North America, a similar wind east of the Rockies is called a chinook": similar to what,
    // another sentence says; the meaning is not whole without it.)
    if (/^(?:the|an?)\s+similar\b/i.test(meaning)) continue;
    // ("A long period of falling share prices is known as…": the sentence's capital is no part of the meaning.)
    if (index === 2 || index === 7) meaning = meaning.replace(/^(?:A|An|The)\s/, (article) => article.toLowerCase());
    // ("This kind of reaction is called polymerisation": a kind of what the sentence before told is
    // that sentence's to say, and a phrase that still points back names nothing in full.)
    if (index === 2 && /^(?:this|these|that|those|such)\s+(?:\S+\s+)?(?:kind|type|sort|form|class|variety)s?\s+of\b/i.test(meaning)) continue;
    // "This splitting of light into its colours is called dispersion": what "this" points to, the phrase names in full.
    if (index === 2) meaning = meaning.replace(/^(?:This|These)\s(?=(?:\S+\s+){3})/, "the ");
    if (index === 2 && /^(?:this|these|that|those)\b/i.test(meaning)) continue;
    // "Each binary digit is called a bit": what each one is called, one of them is ("a binary digit").
    const each = /^(?:each|every)\s+/i.exec(meaning);
    if (each && index === 2) meaning = `${indefinite(meaning.slice(each[0].length))} ${meaning.slice(each[0].length)}`;
    // "The common cuckoo is a brood parasite: it lays its eggs…": what "it" does after the colon, the
    // noun before it does ("a brood parasite that lays its eggs…").
    meaning = meaning.replace(/^((?:an?|the)\s+(?:[\p{L}-]+\s+){0,3}[\p{L}-]+):\s+(?:it|they)\s+(?=\p{Ll}+s?\b)/iu, "$1 that ");
    // ("Acute compartment syndrome is an emergency: a surgeon cuts the fascia open…": a bare noun
    // with "a" before a colon that goes on with a clause of its own says how to take the thing, not
    // what it is.)
    if (/^an?\s+\p{Ll}+:\s/u.test(meaning)) continue;
    // Any other colon opens a sentence of its own ("Disease was the greatest danger: cholera killed
    // far more travellers…"): the meaning ends before it.
    meaning = meaning.replace(/:\s.*$/u, "");
    // ("The first number is the major version, the second the minor version…": a list of the others
    // after a comma is theirs, not this one's.)
    // (Only where they have no verb: "…, the other country often responds…" is a clause of its own.)
    const others = /,\s+the\s+(?:second|third|fourth|next|other|others|last|latter|former|rest)\b(.*)$/iu.exec(meaning);
    if (others && !tokensOf(others[1]!).some((token) => token.pos === "VERB" || token.pos === "AUX")) meaning = meaning.slice(0, others.index);
    // "The top of this saturated zone is called the water table": inside a meaning, "this" points
    // back to a sentence the question does not show; the phrase names it in full with "the".
    // ("A protocol that makes this happen": a "this" that stands alone, before a verb, is what another
    // sentence told, and the meaning is not whole without it.)
    const meaningTokens = /\b(?:this|these)\s/i.test(meaning) ? tokensOf(meaning) : [];
    if (
      meaningTokens.some(
        (token, index) =>
          /^(?:this|these)$/.test(token.lower) &&
          index > 0 &&
          ["VERB", "AUX"].includes(meaningTokens[index + 1]?.pos ?? "") &&
          // (Not a participle that describes a noun: "the top of this saturated zone".)
          !["NOUN", "ADJ"].includes(meaningTokens[index + 2]?.pos ?? ""),
      )
    )
      continue;
    meaning = meaning.replace(/(?<=\s)(?:this|these)\s(?=[\p{Ll}-]+)/gu, "the ");
    // A meaning given by an example is no definition ("The root aqua means water, as in aquarium");
    // nor is being one ("Assembly lines … are a well-known example of the division of labour").
    // ("Overfishing of the oceans is a modern example": an example of what, the sentence before says.)
    if (/,\s*as in\b/i.test(meaning) || /^(?:an?|one)\s+(?:[\p{L}-]+\s+)?(?:example|instance|case)(?:\s+of\b|$)/iu.test(meaning)) continue;
    // ("Recklessness is a lower level: the defendant sees a risk…": a rank beside another sentence's,
    // a comparative and its noun with nothing after, says where it stands, not what it is.)
    if (
      /^(?:(?:an?|the|one)\s+(?:lower|higher|greater|lesser|smaller|larger|bigger|better|worse|deeper|stronger|weaker|milder|later|earlier|second|third|further|next)|another)\s+[\p{Ll}-]+$/u.test(
        meaning,
      )
    )
      continue;
    // "Large icebergs are given names made of…": a passive verb says what is done to it; "Icebergs are
    // a danger to ships": a judgement of it, not what it is.
    if (/^(?:given|made|used|known|found|seen|called|named|kept|held|taken|sent|built)\s/i.test(meaning)) continue;
    // ("The volume added is read from the burette": so does any participle English makes without
    // "-ed", before its preposition.)
    const unmarked = /^(\p{Ll}+)\s+(?:in|with|by|on|to|from|into|onto|at|off|out|up|down|over|away|back|through)\s/u.exec(meaning)?.[1];
    if (unmarked !== undefined && (samePast.test(unmarked) || irregularPast.has(unmarked) || unmarked in participlePast)) continue;
    // ("The tentacles are covered in stinging cells that paralyse small fish": "are" with a participle
    // and its preposition says what is done to them, not what class they belong to.)
    const participle = /^(\p{Ll}+ed)\s+(?:in|with|by|on|to|from|into|onto|at)\s/u.exec(meaning)?.[1];
    if (index === 3 && participle !== undefined && verbFrom(participle, "ed") !== undefined) continue;
    // ("Researchers are testing drugs that block…": "are" and a verb's "-ing" form before a noun of
    // another sort than the subject's is a doing in progress, with its object; "Vultures are
    // scavenging birds that…" and "Fungi are living things that…" say what class they are.)
    const progressive = /^(\p{Ll}+ing)\s+(\p{Ll}+)\s/u.exec(meaning);
    if (
      index === 3 &&
      progressive &&
      verbFrom(progressive[1]!, "ing") !== undefined &&
      !knowsPhrase(`${progressive[1]} ${progressive[2]}`) &&
      !sortsAgree(nounSort(subject.toLowerCase()), nounSort(progressive[2]!))
    )
      continue;
    if (
      /^(?:an?|the)\s+(?:\p{L}+\s+)?(?:danger|threat|problem|risk|hazard|concern|challenge|benefit|advantage|disadvantage|nuisance)\s+(?:to|for)\b/iu.test(
        meaning,
      )
    )
      continue;
    // ("English spelling is a poor guide to sound": how well a thing serves is a judgement of it too;
    // "a good that no one can be stopped from using", "a good bought from another country" name a kind.)
    const judged =
      /^an?\s+(?:(?:very|rather|fairly)\s+)?(poor|good|bad|excellent|useful|reliable|unreliable|helpful|useless|handy|convenient)\s+(?!that\b|which\b)\p{Ll}/u.exec(
        meaning,
      );
    if (judged && tokensOf(meaning).find((token) => token.lower === judged[1])?.pos === "ADJ") continue;
    // "Seasonal tourism means that many jobs last…": a clause is what follows from it, not what it is.
    if (index === 1 && /^(?:that|whether|how)\b/i.test(meaning)) continue;
    // "…the largest species and can dive deeper…": a second verb of the subject's ends the definition
    // (not one inside its relative clause: "a substance that dissolves and is…"; nor inside a clause of
    // time or condition: "…of electric charge when two different materials touch and are then separated").
    // ("The trustee is the legal owner of the property, but must use it only…": so after ", but".)
    const secondVerb =
      /\s+and\s+(?:can|could|may|might|must|will|would|is|are|was|were|has|have|had)\b|,\s*but\s+(?:can|cannot|could|may|might|must|will|would|should|is|are|was|were|has|have|had)\b/i.exec(
        meaning,
      );
    if (secondVerb && !/\b(?:that|which|who|whose|where|when|whenever|if|while|until|once)\b/i.test(meaning.slice(0, secondVerb.index)))
      meaning = meaning.slice(0, secondVerb.index);
    // ("Ferns are plants with roots, stems and leaves, but they produce no flowers or seeds": what
    // sets them apart comes after "but"; without it the meaning fits every plant.)
    // (Not "The whale shark is the largest fish in the world, but it feeds mainly on plankton": only
    // a "but" that denies.)
    if (/,\s*but\s+(?:they|it)\s+(?:\S+\s+){0,2}(?:no|not|never|n't)\b/i.test(meaning)) continue;
    // A definition ends where a clause of its own begins ("a mixture of colours, and each colour bends…").
    meaning = meaning.replace(/,\s*(?:and|but)\s+(?:\p{L}+\s+){0,3}\p{L}+\s+(?:is|are|was|were|bends?|has|have|can|will|\p{L}+s)\b.*$/iu, "");
    // ("Smallpox was a deadly disease caused by the variola virus, and it killed about three in ten…":
    // so does one whose subject is a pronoun, whatever its verb's tense.)
    meaning = meaning.replace(/,\s*(?:and|but)\s+(?:it|they|he|she|this|these)\s+\p{Ll}+.*$/u, "");
    if (rankOnly(meaning)) continue;
    // …nor a colour ("The Statue of Liberty was a shiny copper brown when it was unveiled…"): how a
    // thing looked, not what it is ("a green pigment" is a pigment).
    if (colourOnly.test(meaning)) continue;
    // …nor one that gives a reason ("Antarctica is a cold desert because it gets very little snow").
    // (Not the reason for a participle of the meaning's own: "a new name for an old thing, coined because…".)
    // (Nor a belief's own reason: "the mistaken belief that destruction benefits an economy because
    // repairs create work".)
    const ownReason =
      /^[^,]+,\s+\p{Ll}+(?:ed|en)\s+because\s[^,]+$/u.test(meaning) ||
      /^(?:the|an?)\s+(?:\p{Ll}+\s+)?(?:belief|idea|view|claim|notion)\s+that\s[^,]+$/u.test(meaning) ||
      // ("A sprachbund is a group of languages that have grown alike because they have been spoken side
      // by side…": nor the reason inside the clause that sets the class apart, which is what it is.)
      /^(?:the|an?)\s+(?:[\p{L}-]+\s+){0,4}?(?:that|which|who)\s+(?:\p{Ll}+\s+){1,5}?because\s/u.test(meaning);
    // ("Ethylene is a gas that causes fruit to ripen, which is why a ripe banana…": what follows from
    // it is no part of what it is.)
    meaning = meaning.replace(/,\s*which\s+is\s+why\s.*$/iu, "");
    if (/\b(?:because|since|so that)\b|,\s*so\b/i.test(meaning) && !ownReason) continue;
    // A definition that trails off ("…made of the") or runs on into another clause is not a whole one.
    if (/\b(?:the|a|an|of|and|or|to|which|that|with|by|for|in|on)$/i.test(meaning) || meaning.split(/\s+/).length > 30) continue;
    const verb = groups.verb!.toLowerCase();
    // ("Angel Falls in Venezuela is the highest waterfall…": a name's place is no part of it.)
    const placed = /^(\p{Lu}[\p{L}']*(?:\s+\p{Lu}[\p{L}']*)*)\s+in\s+\p{Lu}[\p{L}']*(?:\s+\p{Lu}[\p{L}']*)*$/u.exec(subject);
    return {
      term: placed ? placed[1]! : subject,
      definition: meaning,
      article: article?.toLowerCase(),
      plural: verb === "are" || verb === "were" || verb === "mean" || verb === "refer to",
      ...(verb === "was" || verb === "were" ? { past: true } : {}),
    };
  }
  return undefined;
}

/** The right indefinite article before a word, as it sounds ("an hour", "a unit", "an MRI"). */
export function indefinite(word: string): "a" | "an" {
  // Letters and acronyms as their names sound: "an MRI", "a U shape", "an X-ray", "adding an s".
  if (/^[A-Z]{2,}/.test(word) || /^[A-Za-z]$/.test(word)) return /^[AEFHILMNORSX]/i.test(word) ? "an" : "a";
  // (Numbers as they sound: "an 8-bit system", "an 11-year-old", "a 10-metre wall"; a year in two
  // pairs, "an 1896 decision", "an 1187 charter".)
  const lead = /^\d[\d,]*/.exec(word)?.[0].replace(/,/g, "");
  if (lead !== undefined) return /^8/.test(lead) || (lead.length % 3 === 2 && /^1[18]/.test(lead)) || /^1[18]\d\d$/.test(word) ? "an" : "a";
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return "an";
  if (/^(?:uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** Every "a"/"an" made to agree with the word after it. */
export function fixArticles(sentence: string): string {
  return sentence.replace(/\b([Aa]n?)(\s+)([\p{L}\p{N}]+)/gu, (_match, article: string, space: string, word: string) => {
    const right = indefinite(word);
    return `${article[0] === "A" ? right.charAt(0).toUpperCase() + right.slice(1) : right}${space}${word}`;
  });
}

/**
 * Whether the comma at `comma` is the first of a sentence that opens with a phrase ("During the
 * games, …", "At its peak, …"): what follows it is the sentence's own clause, no apposition.
 */
export function closesOpening(tokens: Token[], comma: number): boolean {
  // ("Two days into the flight, an oxygen tank … exploded": or a span of time.)
  const span = tokens[0]?.pos === "NUM" && timeUnit.test(tokens[1]?.lower ?? "");
  // ("For centuries many English villages farmed their land in open fields, large areas…": a phrase
  // that opens with a preposition and goes on to a subject and its verb is the sentence's clause;
  // one that opens with a word of time or reason, "After the war ended,", has a verb of its own.)
  const clause =
    !/^(?:after|before|when|whenever|while|if|because|although|though|since|once|until|as|unless|whereas)$/.test(tokens[0]?.lower ?? "") &&
    tokens.slice(1, comma).some((token, index) => token.pos === "VERB" && /\p{Ll}ed$/u.test(token.value) && tokens[index]?.pos === "NOUN");
  return (["ADP", "SCONJ", "ADV"].includes(tokens[0]?.pos ?? "") || span) && !clause && !tokens.slice(0, comma).some((token) => token.value === ",");
}

/** Nouns that are always one of something else ("a version", "a later model", "a copy"). */
const relationalHeads = /^(?:version|variant|variety|kind|type|sort|form|example|copy|model|edition|member|instance|case)$/;

/** A describing word that compares or ranks ("simpler", "larger", "largest"): of one thing against others. */
function graded(token: Token): boolean {
  // (Not "more" or "less" before the noun, which count it: "less melanin, a pigment…".)
  if (token.pos !== "ADJ" && token.pos !== "ADV") return false;
  // (Or a superlative: "…is the largest living rodent, a relative of the guinea pig…" says what the
  // subject is, the largest of them, and the apposition is the subject's too.)
  if (/^(?:best|worst)$/.test(token.lower) || (/^\p{Ll}{4,}est$/u.test(token.value) && adjectiveFrom(token.lower) !== undefined)) return true;
  if (
    !/^\p{Ll}{3,}er$/u.test(token.value) ||
    /^(?:inner|outer|upper|lower|other|former|latter|under|over|after|proper|sober|clever|bitter|tender|eager|silver|amber)$/.test(token.lower)
  )
    return false;
  const stem = token.lower.slice(0, -2);
  return [`${stem}e`, stem, stem.replace(/i$/, "y"), stem.replace(/(\p{Ll})\1$/u, "$1")].some((base) => base.length > 2 && isAdjective(base));
}

/**
 * A definition given in apposition: "…removes plaque, the sticky film of bacteria on the teeth",
 * "Oral rehydration solution, a mixture of water, salt and sugar, replaces…". The term is one of
 * the sentence's concepts, right before the comma; the definition opens with an article and runs
 * to the sentence's end or to the comma after which the sentence goes on (a list's commas stay in
 * it). Not for names ("Geysir, a geyser in the south-west of the country": which country?), and
 * not where a pronoun would stand for nothing once the definition stands alone.
 */
export function appositiveIn(sentence: Sentence): Definition | undefined {
  const tokens = trimEnd(sentence.tokens);
  for (let comma = 1; comma < tokens.length - 3; comma += 1) {
    // (Or "…on vellum, which is prepared animal skin" at the sentence's end.)
    const which = tokens[comma + 1]?.lower === "which" && /^(?:is|are)$/.test(tokens[comma + 2]?.lower ?? "") ? 2 : 0;
    // ("Past consideration, something done before the promise was made, is…": "something" opens one too.)
    // ("…in open fields, large areas divided into narrow strips…": a plural's apposition may open
    // without an article, with a plural whose participle, clause or preposition says which.)
    const firstNoun = tokens.findIndex((token, index) => index > comma && token.pos === "NOUN");
    const bareClass =
      !which &&
      ["ADJ", "NOUN"].includes(tokens[comma + 1]!.pos) &&
      firstNoun > comma &&
      firstNoun <= comma + 3 &&
      tokens.slice(comma + 1, firstNoun).every((token) => token.pos === "ADJ") &&
      pluralNoun(tokens[firstNoun]!) &&
      (/^(?:that|which|who)$/.test(tokens[firstNoun + 1]?.lower ?? "") || (tokens[firstNoun + 1]?.pos === "VERB" && /ed$/.test(tokens[firstNoun + 1]!.lower)));
    if (tokens[comma]!.value !== "," || (!which && !bareClass && !/^(?:a|an|the|something)$/.test(tokens[comma + 1]!.lower))) continue;
    const term = sentence.terms.find(
      (candidate) => candidate.kind === "concept" && text(tokens.slice(comma - candidate.text.split(/\s+/).length, comma)) === candidate.text,
    );
    if (!term || term.words > 4 || (bareClass && !term.plural)) continue;
    // ("A simpler version, the mariner's astrolabe, helped…": a version, a kind or a copy is one of
    // something else, as is one "simpler" or "larger" than another; the apposition names it, and
    // defines no term.)
    const describing = tokens[comma - term.text.split(/\s+/).length - 1];
    if (relationalHeads.test(term.head) || (describing !== undefined && graded(describing))) continue;
    // ("At its peak, a plane landed…": the comma ends an opening phrase; the sentence's clause follows.)
    if (closesOpening(tokens, comma)) continue;
    // ("…about 5,000 sharp spines, which are hollow hairs…": what "which are" says is of the spines;
    // an adjective in front describes them and is no part of a term, unless WordNet has the words.)
    if (which && tokens[comma - term.words]?.pos === "ADJ" && !knowsPhrase(term.text.toLowerCase())) continue;
    // "…from alpha and beta, the first two letters…": the apposition is of both; "…a long time, heat,
    // pain, the sight of blood…": a list's item is no term it defines.
    if (/^(?:and|or|,)$/.test(tokens[comma - term.text.split(/\s+/).length - 1]?.lower ?? "")) continue;
    // ("…along a solitary wave in the lower atmosphere, a single travelling bulge of air": after a noun
    // and a phrase of place, the apposition may be of the noun before it, where the two agree in
    // number; not "…farmed their land in open fields, large areas divided…".)
    let placeAt = comma - term.words - 1;
    while (["DET", "ADJ"].includes(tokens[placeAt]?.pos ?? "")) placeAt -= 1;
    const placed = tokens[placeAt - 1];
    if (
      !which &&
      /^(?:in|on|at|near|inside|within|across|over|under|along|around)$/.test(tokens[placeAt]?.lower ?? "") &&
      placed?.pos === "NOUN" &&
      pluralNoun(placed) === term.plural
    )
      continue;
    let end = comma + 2 + which;
    while (end < tokens.length && !(tokens[end]!.value === "," && !["NOUN", "ADJ", "DET"].includes(tokens[end + 1]?.pos ?? ""))) end += 1;
    if (which && end < tokens.length) continue;
    const words = tokens.slice(comma + 1 + which, end);
    // "…a piece of hardware, a program running on a computer, or both": items of a list.
    if (tokens[end]?.value === "," && tokens[end + 1]?.pos === "CCONJ") continue;
    const meaning = text(words);
    if (words.length < (which ? 2 : 4) || !words.some((token) => token.pos === "NOUN") || words.some(pointsElsewhere)) continue;
    // ("…their own notices, which are enforced as a breach of contract…": a passive says what is done to it.)
    if (which && words[0]!.pos === "VERB" && !["NOUN", "ADJ"].includes(words[1]?.pos ?? "")) continue;
    // ("…permission from the owner of the water, which is often a fishing club": a "which" after
    // "of" may be the owner's, and what a thing often or usually is, no account of what it is.)
    if (which && (words[0]!.pos === "ADV" || tokens[comma - term.words - 1]?.lower === "of" || tokens[comma - term.words - 2]?.lower === "of")) continue;
    // ("…a painkiller called diclofenac, which is poisonous to vultures": a quality is no account of what it is.)
    if (which && words[0]!.pos === "ADJ" && !["NOUN", "ADJ"].includes(words[1]?.pos ?? "")) continue;
    if (rankOnly(meaning)) continue;
    // ("The fire point, a few degrees higher, is…": how far a thing stands above or below another,
    // a measure ending in a comparative, is no account of what it is.)
    // (Not a meaning that only ends in one: "…a kind of cooperation in which an animal pays a small cost now for help later".)
    const last = words[words.length - 1]!;
    if (words.length <= 5 && /^\p{Ll}{2,}er$/u.test(last.value) && (last.pos === "ADJ" || last.pos === "ADV") && adjectiveFrom(last.lower) !== undefined)
      continue;
    // ("…it admitted its first woman, the novelist Marguerite Yourcenar, only in 1980": an apposition
    // that ends in a name says who it was, and defines nothing; "a language spoken in Kenya" may.)
    let named = words.length;
    while (named > 0 && words[named - 1]!.pos === "PROPN") named -= 1;
    // (After a preposition, with or without its article, the name only places it: "…a kind of orange
    // clay used for pots and jars in the Middle Ages".)
    const placing = words[named - 1]?.pos === "DET" ? words[named - 2] : words[named - 1];
    if (named > 0 && named < words.length && placing?.pos !== "ADP") continue;
    // ("…only seven neck bones, the same number as a human": a likeness is no account of what it is.)
    if (/^the\s+same\b/i.test(meaning)) continue;
    if (meaning.toLowerCase().includes(term.text.toLowerCase())) continue;
    // ("…covered drains carried waste water away beneath the streets, a system more advanced…": one
    // thing after a plural names what the whole clause says, not the plural; a group of them may: "a
    // line of kings".)
    if (term.plural && /^(?:a|an)$/i.test(words[0]!.value) && !words.slice(1, 4).some((token) => token.lower === "of")) continue;
    // "…as a medium of exchange, a unit of account and a store of value": after a noun's "of", the
    // phrases that follow are items of a list with it, not what the noun is.
    if (tokens[comma - term.text.split(/\s+/).length - 1]?.lower === "of" && /\b(?:and|or)\s+(?:a|an|the)\s/i.test(meaning)) continue;
    // ("…on a surface, such as a speck of dust, a scratch in a glass or the wall of a container": the
    // items of an example's list, after "such as" or "including" with no comma or verb between.)
    const listOpens = tokens.findLastIndex(
      (token, index) => index < comma - term.words && ((token.lower === "as" && tokens[index - 1]?.lower === "such") || token.lower === "including"),
    );
    if (listOpens >= 0 && !tokens.slice(listOpens + 1, comma).some((token) => token.value === "," || token.pos === "VERB" || token.pos === "AUX")) continue;
    // ("They measure the response time, the number of requests handled each second and the rate of
    // errors": so, after a verb's object, are phrases that end with "and" and another.)
    const objectOf = tokens[comma - term.words - 1]?.pos === "DET" ? tokens[comma - term.words - 2] : tokens[comma - term.words - 1];
    if (objectOf?.pos === "VERB" && /\band\s+(?:a|an|the|their|its)\s/i.test(meaning)) continue;
    // A noun phrase, not a clause ("In the evening, a Prussian army … arrived"): a verb only in a
    // relative clause or as a participle after its noun ("a tube cooled by cold water").
    const relative = words.findIndex((token) => /^(?:that|which|who|whose|where)$/.test(token.lower));
    const participle = (token: Token, index: number) =>
      ((token.lower !== token.lemma && /(?:ed|en|ing)$/.test(token.lower)) || irregularPast.has(token.lower)) &&
      (index === 0 || ["NOUN", "ADV"].includes(words[index - 1]?.pos ?? ""));
    // (Nor after "to": "an injunction, an order to stop the activity".)
    const finite = words.some(
      (token, index) =>
        (token.pos === "VERB" || token.pos === "AUX") && !(relative >= 0 && index > relative) && !participle(token, index) && words[index - 1]?.lower !== "to",
    );
    if (finite) continue;
    // Nor a list ("an offer, an acceptance and consideration"), nor a name for another thing ("a stage called lexical analysis").
    const conjunction = words.findIndex((token) => token.pos === "CCONJ");
    const preposition = words.findIndex((token) => token.pos === "ADP" || /^(?:that|which|who)$/.test(token.lower));
    if (conjunction >= 0 && (preposition < 0 || conjunction < preposition)) continue;
    if (words.some((token) => /^(?:called|named|known)$/.test(token.lower))) continue;
    // The article the sentence gives the term ("…through a condenser, a tube…": "a condenser").
    const before = tokens[comma - term.text.split(/\s+/).length - 1]?.lower;
    // ("Each antibody fits one particular antigen, a molecule…": a singular after a word that picks
    // out one takes "a", "What is an antigen?".)
    const oneOf = before !== undefined && /^(?:one|each|every|any|another|particular|single|certain)$/.test(before) && !term.plural;
    return {
      term: term.text,
      definition: meaning,
      article: before && /^(?:a|an|the)$/.test(before) ? before : oneOf ? (/^[aeiou]/i.test(term.text) ? "an" : "a") : undefined,
      plural: term.plural,
    };
  }
  return undefined;
}

/**
 * "The larger claw, called the crusher, breaks open shells…": a subject named in an aside of its
 * own, the name "crusher" and its meaning "the larger claw". Only a noun phrase of three words at
 * most after its article, a name of three at most, and the clause's verb after the aside.
 */
export function calledAside(sentence: Sentence): Definition | undefined {
  const tokens = trimEnd(sentence.tokens);
  const comma = tokens.findIndex((token) => token.value === ",");
  if (comma < 3 || comma > 5 || !/^(?:called|known)$/.test(tokens[comma + 1]?.lower ?? "")) return undefined;
  let at = comma + 2;
  if (tokens[comma + 1]!.lower === "known" && tokens[at++]?.lower !== "as") return undefined;
  const article = /^(?:a|an|the)$/.test(tokens[at]?.lower ?? "") ? tokens[at++]!.lower : undefined;
  const close = tokens.findIndex((token, index) => index > at && token.value === ",");
  const name = tokens.slice(at, close);
  if (close < 0 || name.length > 3 || !name.every((token) => ["NOUN", "PROPN", "ADJ"].includes(token.pos))) return undefined;
  const subject = tokens.slice(0, comma);
  if (
    !/^(?:the|a|an)$/.test(subject[0]!.lower) ||
    !subject.slice(1).every((token) => ["ADJ", "NOUN"].includes(token.pos)) ||
    subject[comma - 1]!.pos !== "NOUN"
  )
    return undefined;
  if (!["VERB", "AUX", "ADV"].includes(tokens[close + 1]?.pos ?? "")) return undefined;
  // (Not one of a series another sentence sets out, "The first stage, called frostnip,…", nor the
  // name's own head with a quality, "A deep pool, called a plunge pool,…": neither says what it is.)
  if (subject.some((token) => /^(?:first|second|third|fourth|last|next|final|other|early|later)$/.test(token.lower))) return undefined;
  if (subject[comma - 1]!.lemma === name[name.length - 1]!.lemma) return undefined;
  const term = sentence.terms.find((candidate) => candidate.kind === "concept" && candidate.text === text(name));
  if (!term) return undefined;
  return { term: term.text, definition: inside(subject), article, plural: term.plural };
}

/**
 * "…protected themselves against smallpox by variolation: deliberately infecting a healthy person
 * with…": a term right before a colon, glossed after it by a doing ("-ing", after an adverb at
 * most) that runs to the sentence's end, with no verb of its own, no list and nothing that points
 * elsewhere. The term is one thing (singular, no number before it).
 */
export function colonGloss(sentence: Sentence): Definition | undefined {
  const tokens = trimEnd(sentence.tokens);
  const colon = tokens.findIndex((token) => token.value === ":");
  if (colon < 2 || tokens.slice(colon + 1).some((token) => token.value === ":")) return undefined;
  const term = sentence.terms.find(
    (candidate) => candidate.kind === "concept" && !candidate.plural && text(tokens.slice(colon - candidate.words, colon)) === candidate.text,
  );
  if (!term || relationalHeads.test(term.head)) return undefined;
  const before = tokens[colon - term.words - 1];
  if (before?.pos === "NUM" || graded(before ?? tokens[0]!)) return undefined;
  const gloss = tokens.slice(colon + 1);
  const start = gloss[0]?.pos === "ADV" ? 1 : 0;
  const doing = gloss[start];
  if (doing === undefined || !/^\p{Ll}+ing$/u.test(doing.value) || verbFrom(doing.lower, "ing") === undefined) return undefined;
  if (gloss.length < 4 || gloss.length > 25) return undefined;
  if (gloss.some((token) => token.pos === "CCONJ" || token.value === "," || token.value === ";" || pointsElsewhere(token))) return undefined;
  if (gloss.slice(start + 1).some((token) => token.pos === "AUX" || (token.pos === "VERB" && !/(?:ed|en|ing)$/.test(token.lower)))) return undefined;
  const article = before && /^(?:a|an|the)$/.test(before.lower) ? before.lower : undefined;
  return { term: term.text, definition: text(gloss), article, plural: false };
}

/** A sentence's definition: as "X is a Y…" or "… is called X" gives it, or in apposition. */
// (Not a sentence read with the subject before in its opening pronoun's place: "It was a gift from the
// people of France…" says more of the Statue of Liberty; what it is, the sentence before says. An
// apposition of a noun the sentence itself writes is read all the same: "They usually affect the
// middle ear, the space behind the eardrum.")
export function definitionOf(sentence: Sentence): Definition | undefined {
  // ("In the United Kingdom, the same power is called compulsory purchase": what another sentence named defines nothing here.)
  if (/^(?:[^,]*,\s*)?the same\b/i.test(sentence.text) && /\bis called\b|\bare called\b/.test(sentence.text)) return undefined;
  // ("The main remedy is an injunction, an order to stop the activity": a remedy or a drawback, bare
  // or only ranked, is what another sentence's thing has, no term; what the apposition says may be.)
  // (So is one "of the …" thing another sentence told: "The price of the extra light is a slightly
  // blurred image"; not "the cost of living".)
  const inSentence = definitionIn(sentence.text);
  const ofAnother =
    inSentence !== undefined &&
    new RegExp(`^(?:(?:${rankWords})\\s+)?(?:${relationalWords}|${belongingWords})(?:\\s+of\\s+(?:the|this|that|these|those|its|their)\\s.+)?$`, "i").test(
      inSentence.term,
    );
  if (sentence.sources === undefined) return (ofAnother ? undefined : inSentence) ?? appositiveIn(sentence) ?? calledAside(sentence) ?? colonGloss(sentence);
  const found = appositiveIn(sentence);
  return found && wholeWords(found.term, "u").test(sentence.sources[0]) ? found : undefined;
}

/**
 * A pronoun in the definition stands for what the term is "of" ("The resolution of an image is
 * the number of pixels it contains"), so the definition cannot be shown without the term. (In
 * "the upward force that a fluid exerts on an object placed in it", "it" is the fluid.)
 */
export const standsForTerm = (found: Definition) => /\bof\s+(?:an?|the)\s/i.test(found.term) && /\b(?:it|its|they|them|their)\b/i.test(found.definition);

/** "X is a Y that …" → "Which term means “a Y that …”?", answered by X. */
export function definition(sentence: Sentence): Asked | undefined {
  const found = definitionOf(sentence);
  if (!found || found.definition.toLowerCase().includes(found.term.toLowerCase())) return undefined;
  // "The resolution of an image is the number of pixels it contains": without the term, "it" would stand for nothing.
  if (standsForTerm(found)) return undefined;
  // "Zheng He was a Chinese admiral who led seven great voyages…" → "Which Chinese admiral led seven
  // great voyages…?": a person is asked for by what they were and did, never as a term.
  const person = personDefined(found);
  if (person) return { question: `Which ${person.kind} ${person.did}?`, answer: found.term, kind: "definition" };
  const meaning = /^\p{Lu}\p{Ll}/u.test(found.definition) ? found.definition.charAt(0).toLowerCase() + found.definition.slice(1) : found.definition;
  return { question: `Which term means “${meaning}”?`, answer: found.term, kind: "definition" };
}

/**
 * A name defined as a person, "a Chinese admiral who led…": what they were ("Chinese admiral") and
 * what they did ("led…"), where the name is capitalised and the noun before "who" is a person.
 */
export function personDefined(found: Definition): { kind: string; did: string } | undefined {
  if (!/^\p{Lu}/u.test(found.term)) return undefined;
  const match = /^an?\s+((?:[\p{L}-]+\s+){0,3}?([\p{Ll}-]+))\s+who\s+(.+)$/u.exec(found.definition);
  if (!match || !canBePerson(match[2]!)) return undefined;
  return { kind: match[1]!, did: match[3]! };
}

/** A meaning that picks out a person by what they do: "the owner who hands over the goods" ("Who is the bailor?"). */
export const definesPerson = (meaning: string) => {
  // (Not "a group of citizens who…": the head before "of" is what it is.)
  const head = /^(?:the|an?)\s+(?:(?!of\s)[\p{L}-]+\s+){0,2}?([\p{Ll}-]+)\s+who\s/u.exec(meaning)?.[1];
  return head !== undefined && canBePerson(head);
};

export const genericPeople =
  /^(?:(?:the|a|an)\s+)?(?:people|person|learners?|students?|historians?|doctors?|scientists?|experts?|researchers?|users?|developers?|humans?|children|adults?|workers?|citizens?|supporters?|critics?|opponents?|observers?|drivers?|tourists?|patients?|consumers?|customers?|voters?|visitors?|travell?ers?|passengers?|readers?|buyers?|shoppers?|savers?|employees?|employers?|parents?|teachers?|pupils?)$/;

const stative = new Set(
  "happen occur arise exist belong become remain seem appear include consist lie live stay last form describe mean refer need require contain own possess resemble deserve matter cost weigh equal want wish hope depend rely vary differ range".split(
    " ",
  ),
);

/** Month names, as a date writes them ("in July 1969"). */
export const months = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;

/**
 * A sentence that says what its subject does: the subject (a noun phrase or a name of at most six
 * words, not a pronoun, a quantity or people in general) and the tokens from its verb on.
 * Undefined for verbs of being, having or happening ("Earthquakes happen when…").
 */
export function subjectAndDoing(sentence: Sentence): { subject: Token[]; doing: Token[] } | undefined {
  const tokens = trimEnd(sentence.tokens);
  const verbAt = tokens.findIndex((token, index) => index > 0 && (token.pos === "VERB" || token.pos === "AUX"));
  // Verbs of being or happening say nothing the subject does ("Earthquakes happen when…", "English belongs to…").
  if (verbAt <= 0 || tokens[verbAt]!.pos !== "VERB" || stative.has(tokens[verbAt]!.lemma) || /^(?:has|have|had)$/.test(tokens[verbAt]!.lower)) return undefined;
  // ("Ottoman leaders feared that the empire…": what one fears, believes or knows is no doing.)
  if (/^(?:fear|believe|think|know|suspect|doubt|expect|assume|feel|worry)$/.test(tokens[verbAt]!.lemma) && tokens[verbAt + 1]?.lower === "that")
    return undefined;
  // ("The statute followed the Balfour Declaration of 1926": coming after or before a named event or
  // document is no doing; following the Oregon Trail is one.)
  if (
    /^(?:follow|precede)$/.test(tokens[verbAt]!.lemma) &&
    tokens[verbAt + 1]?.lower === "the" &&
    /^(?:Declaration|Act|Treaty|War|Revolution|Conference|Congress|Crisis|Agreement|Accords?|Edict|Decree|Statute|Charter|Rebellion|Uprising)$/.test(
      tokens.slice(verbAt + 2).find((token, index, after) => token.pos === "PROPN" && after[index + 1]?.pos !== "PROPN")?.value ?? "",
    )
  )
    return undefined;
  // "Nouns ending in -eau add…": an "-ing" word after the subject is a participle; the subject runs on past it.
  if (/ing$/.test(tokens[verbAt]!.lower)) return undefined;
  // ("Memoization works only for functions that…": where a thing works or applies only says where it is limited, not what it does.)
  if (/^(?:work|apply|exist|occur|function|operate|hold)$/.test(tokens[verbAt]!.lemma) && tokens[verbAt + 1]?.lower === "only") return undefined;
  // ("Severe curves can be straightened with surgery": a modal before "be" says what the subject is,
  // or what is done to it, not what it does.)
  if (modalVerb.test(tokens[verbAt]!.lower) && tokens.slice(verbAt + 1).find((token) => token.pos !== "ADV" && token.pos !== "PART")?.lemma === "be")
    return undefined;
  // "Metadata stored with an image can record…": an "-ed" word with a modal or another verb after it
  // in the same clause is a participle too.
  const clauseEnd = tokens.findIndex((token, index) => index > verbAt && (token.pos === "PUNCT" || token.pos === "CCONJ" || token.pos === "SCONJ"));
  const clause = tokens.slice(verbAt + 1, clauseEnd < 0 ? tokens.length : clauseEnd);
  // ("Reasonable costs spent trying to mitigate can themselves be recovered…": an irregular one after its noun too.)
  if (
    (/ed$/.test(tokens[verbAt]!.lower) || (irregularPast.has(tokens[verbAt]!.lower) && tokens[verbAt - 1]!.pos === "NOUN")) &&
    clause.some(
      (token) => token.pos === "AUX" || (token.pos === "VERB" && !/^(?:to)$/.test(token.lower) && token.lower !== token.lemma && /s$/.test(token.lower)),
    )
  )
    return undefined;
  // ("A committee chaired by Eleanor Roosevelt drafted it…": an "-ed" word after its noun, before
  // "by", with a verb after it in the clause, is a passive participle.)
  // ("The government responded by passing the Six Acts" is active: "by" and a doing.)
  if (
    /ed$/.test(tokens[verbAt]!.lower) &&
    tokens[verbAt - 1]!.pos === "NOUN" &&
    tokens[verbAt + 1]?.lower === "by" &&
    clause.some((token) => token.pos === "VERB" && !/ing$/.test(token.lower))
  )
    return undefined;
  // ("A stopper made of plastic or cork reduces heat loss…", "The fog seen on stages forms…": an
  // irregular participle after its noun, before a preposition, likewise.)
  if (
    (irregularPast.has(tokens[verbAt]!.lower) || (tokens[verbAt]!.lower !== tokens[verbAt]!.lemma && /en$/.test(tokens[verbAt]!.lower))) &&
    tokens[verbAt - 1]!.pos === "NOUN" &&
    /^(?:of|by|from|with|on|in|at|under|before|after|during|for|into|over|through)$/.test(tokens[verbAt + 1]?.lower ?? "") &&
    tokens.slice(verbAt + 2).some((token) => token.pos === "AUX" || (token.pos === "VERB" && token.lower !== token.lemma && /[^s]s$/.test(token.lower)))
  )
    return undefined;
  if (verbAfterPluralParticiple(tokens, verbAt) > 0) return undefined;
  const subject = tokens.slice(0, verbAt);
  // ("Coloured initials and decorations were added…": an opening "-ed" word alone describes, it does not do.)
  if (subject.length === 1 && /^\p{Lu}\p{Ll}+ed$/u.test(subject[0]!.value)) return undefined;
  // (A doing that opens the sentence may run longer, with its object and where: "Pressing the tongue
  // against the roof of the mouth warms the area…".)
  const doingFirst = /^\p{Lu}\p{Ll}+ing$/u.test(subject[0]?.value ?? "") && subject[0]!.pos === "VERB";
  if (
    subject.length > (doingFirst ? 9 : 6) ||
    // (An opening "-ing" word is a doing with its object: "Painting a bridge stops…"; a hyphen inside
    // a word is no break: "A self-heating can warms…".)
    subject.some(
      (token, index) => ["PUNCT", "PRON", "NUM", "SCONJ", "VERB"].includes(token.pos) && !(index === 0 && /ing$/.test(token.lower)) && !inWord(token),
    ) ||
    !["NOUN", "PROPN"].includes(subject[subject.length - 1]!.pos)
  )
    return undefined;
  if (subject[0]!.pos === "ADP" || subject[0]!.pos === "ADV" || (subject[0]!.pos === "DET" && !/^(?:the|a|an)$/.test(subject[0]!.lower))) return undefined;
  // ("Today many banks offer…": a word of time the tagger read as a noun opens no subject.)
  if (/^(?:today|nowadays|now|yesterday|tomorrow|currently)$/.test(subject[0]!.lower) && subject.length > 1) return undefined;
  // "Many historians argue…", "Most crimes require…", "Learners forget…": a quantity or people in general is no topic.
  if (
    /^(?:many|most|some|all|few|several|both|each|every|when|while|if|little|much|less|more|fewer|enough|other|another)$/.test(subject[0]!.lower) ||
    /^(?:hundreds|thousands|millions|billions|dozens|tens|lots|plenty)$/.test(subject[0]!.lower)
  )
    return undefined;
  // ("The same reaction makes some cakes rise…": "the same" one is another sentence's.)
  if (subject[0]!.lower === "the" && subject[1]?.lower === "same") return undefined;
  // ("The first time the body meets a new germ, it takes…": a time is no subject.)
  if (subject.some((token) => token.lower === "time") && /^(?:first|last|next|same|one)$/.test(subject[1]?.lower ?? "")) return undefined;
  // ("A radiator warms a room in this way: air next to it…": how it does so is the method question's.)
  if (tokens.some((token, index) => token.lower === "this" && tokens[index + 1]?.lower === "way" && tokens[index + 2]?.value === ":")) return undefined;
  // ("The west spoke Latin…": a point of the compass stands for the lands another sentence named.)
  if (subject.length === 2 && subject[0]!.lower === "the" && /^(?:west|east|north|south)$/.test(subject[1]!.lower)) return undefined;
  // "Governments face opportunity costs too…", "Plant cells also have…": a sentence that adds to another is no answer of its own.
  if (tokens.some((token) => /^(?:too|also)$/.test(token.lower))) return undefined;
  if (subject.length === 1 && /^\p{Ll}/u.test(subject[0]!.value) === false && genericPeople.test(subject[0]!.lower)) return undefined;
  // "A cell placed in pure water takes in…": a subject narrowed by a participle is no topic of its own.
  if (
    subject.some(
      (token, index) =>
        index > 0 && /ed$/.test(token.lower) && token.lower !== token.lemma && ["ADJ", "VERB"].includes(token.pos) && subject[index - 1]!.pos === "NOUN",
    )
  )
    return undefined;
  // "An object floats if it is less dense…": what any one does only on a condition says nothing of it.
  if (/^(?:a|an)$/.test(subject[0]!.lower) && tokens.slice(verbAt).some((token) => /^(?:if|unless|when|whenever)$/.test(token.lower))) return undefined;
  // "Economists call…", "Farmers plant…": people by their work, in general, are no topic either.
  if (
    subject.length === 1 &&
    /[^s]s$/.test(subject[0]!.lower) &&
    (!writtenCapitalised(subject[0]!.value) || isNoun(subject[0]!.lower)) &&
    // (by the singular: "Banks" is also Sir Joseph Banks)
    ["person", "group"].includes(nounGroup(subject[0]!.lower.replace(/ies$/, "y").replace(/(?<=[^s])s$/, "")) ?? "")
  )
    return undefined;
  // "Water makes the seed swell…", "English took…": a bare word of many senses, or a language or
  // an idea, says what it does only in this passage's sense; "ZIP files and PNG images use…": two subjects are no one topic.
  if (subject.length === 1 && /^\p{L}+$/u.test(subject[0]!.value) && (senseCount(subject[0]!.lower) >= 6 || nounGroup(subject[0]!.lower) === "idea"))
    return undefined;
  if (subject.some((token) => token.pos === "CCONJ")) return undefined;
  // "Chemicals called CFCs thinned…": the verb names the subject; what it did comes later.
  if (/^(?:called|named|known|termed)$/.test(tokens[verbAt]!.lower)) return undefined;
  // ("People at risk carry…": people in general, narrowed by what follows them.)
  const people = subject
    .map((token) => token.lower)
    .join(" ")
    .replace(/\s+(?:at|in|with|of|from|on|under|over)\s.*$/, "");
  if (genericPeople.test(people)) return undefined;
  // ("Skilled users can still work faster…": or by a describing word before them.)
  const described = people.split(" ");
  if (
    described.length > 1 &&
    genericPeople.test(described[described.length - 1]!) &&
    subject.slice(0, described.length - 1).every((token) => token.pos === "ADJ" || token.pos === "DET" || /ed$/.test(token.lower))
  )
    return undefined;
  // ("In autumn, large groups gather…": a group of what, another sentence says; not "the group", one named before.)
  if (
    subject[0]!.lower !== "the" &&
    !subject.some((token) => token.pos === "ADP") &&
    /^(?:group|groups|crowd|crowds|flock|flocks|herd|herds|pair|pairs|swarm|swarms|colony|colonies)$/.test(subject[subject.length - 1]!.lower)
  )
    return undefined;
  // "Falling numbers of bees threaten…": a quantity of something does nothing of its own.
  const ofAt = subject.findIndex((token) => token.lower === "of");
  if (ofAt > 0 && /^(?:number|amount|level|rate|share|proportion|percentage|quantity)$/.test(subject[ofAt - 1]!.lemma)) return undefined;
  return { subject, doing: tokens.slice(verbAt) };
}

/**
 * "<Subject> <verb> …" → "What does/did <subject> do?" (with the sentence's date when it has
 * one), answered by the sentence: what a thing does or a person did, for subjects the sentence
 * explains by a verb other than "be". A doing of only a verb and how, before another subject's
 * clause after "and", is asked as a sequence instead ("What happened when the plate vibrated?").
 */
export function role(sentence: Sentence): Asked | undefined {
  // ("In code editors, autocomplete lists the functions…" → "What does autocomplete do in code
  // editors?": an opening setting goes to the question's end.)
  const { setting, rest } = openingSetting(trimEnd(sentence.tokens));
  // (A place or a case of its own, not a part of what another sentence named: "At the top, the grains…",
  // "At the end, the coroner…"; nor a date, which the role question places itself.)
  if (
    setting.length > 0 &&
    /^(?:in|inside|at)$/.test(setting[0]!.lower) &&
    !setting.some(
      (token) => /^(?:1[0-9]{3}|20[0-9]{2})$/.test(token.value) || /^(?:top|bottom|end|start|beginning|middle|side|front|back|past|future)$/.test(token.lower),
    )
  ) {
    const asked = role({ ...sentence, tokens: rest });
    // (The answer keeps the setting, and ends where the rest's answer ends: "Inside the dialyser, the
    // blood flows past a thin membrane", not "…, and waste such as urea diffuses…".)
    const answer = asked === undefined || asked.answer === sentence.text ? sentence.text : `${text(setting)}, ${asked.answer}`;
    return asked && { ...asked, question: asked.question.replace(/\?$/, `${atTheEnd(setting)}?`), answer };
  }
  // ("Drugs called bisphosphonates slow the rate…" → "What do bisphosphonates do?": a kind named by
  // "called" is asked of by its name.)
  // ("Small cell fragments called platelets then stick…" → "What do platelets do?": after the words
  // of a noun phrase, and a word of time at most before the verb.)
  const all = trimEnd(sentence.tokens);
  const called = all.findIndex((token, index) => index >= 1 && index <= 4 && token.lower === "called");
  const verbAfter = all[called + 2]?.pos === "ADV" && /^(?:then|now|also|often|usually)$/.test(all[called + 2]!.lower) ? called + 3 : called + 2;
  if (
    called > 0 &&
    all.slice(0, called).every((token) => ["ADJ", "NOUN", "PROPN"].includes(token.pos)) &&
    /[^s]s$/.test(all[called - 1]!.lower) &&
    all[called + 1]?.pos === "NOUN" &&
    /[^s]s$/.test(all[called + 1]!.lower) &&
    all[verbAfter]?.pos === "VERB"
  ) {
    // (The word of time goes; the answer keeps it.)
    const asked = role({ ...sentence, tokens: [sentence.tokens[called + 1]!, ...sentence.tokens.slice(verbAfter)] });
    return asked && { ...asked, answer: sentence.text };
  }
  // ("The largest chamber, the rumen, holds billions of microbes…" → "What does the rumen do?": a
  // subject renamed between commas by "the" and a noun is asked of by that name.)
  const [first, second] = all.map((token, index) => (token.value === "," ? index : -1)).filter((index) => index > 0);
  if (
    first !== undefined &&
    second !== undefined &&
    first <= 5 &&
    /^(?:the|a|an)$/.test(all[0]!.lower) &&
    all.slice(1, first).every((token) => ["ADJ", "NOUN"].includes(token.pos)) &&
    all[first - 1]!.pos === "NOUN" &&
    all[first + 1]?.lower === "the" &&
    second - first >= 3 &&
    second - first <= 5 &&
    all.slice(first + 2, second).every((token) => ["ADJ", "NOUN"].includes(token.pos)) &&
    all[second - 1]!.pos === "NOUN" &&
    all[second + 1]?.pos === "VERB"
  ) {
    const asked = role({ ...sentence, tokens: [...sentence.tokens.slice(first + 1, second), ...sentence.tokens.slice(second + 1)] });
    return asked && { ...asked, answer: sentence.text };
  }
  // ("This strategy, known as aposematism, warns predators…" → "What does aposematism do?": a "this"
  // subject named between commas is asked of by its name.)
  if (/^(?:this|these)$/.test(all[0]?.lower ?? "") && first !== undefined && first <= 3 && all[first - 1]?.pos === "NOUN") {
    const name = calledName(all, first + 1);
    if (name && name.article === undefined && all[name.end]?.value === "," && all[name.end + 1]?.pos === "VERB")
      return role({ ...sentence, tokens: [...sentence.tokens.slice(name.start, name.end), ...sentence.tokens.slice(name.end + 1)] });
  }
  const parts = subjectAndDoing(sentence);
  if (!parts) return undefined;
  const { doing } = parts;
  // "Greenhouse gases such as carbon dioxide trap heat…": the question names the subject, not its examples.
  const examples = parts.subject.findIndex((token, index) => token.lower === "such" && parts.subject[index + 1]?.lower === "as");
  const subject = examples > 0 ? parts.subject.slice(0, examples) : parts.subject;
  // ("Males use their antlers to fight rivals…": a word for one sex alone picks out members of a kind
  // another sentence named; "What do males do?" names no one.)
  if (subject.length === 1 && /^(?:males|females)$/.test(subject[0]!.lower)) return undefined;
  // ("None of the strikers got their jobs back": a subject that names no one has no doing to ask of.)
  if (/^(?:none|no|neither|nobody|nothing)$/.test(subject[0]?.lower ?? "")) return undefined;
  // ("The colour shows roughly how much sugar there is": a bare quality is of what another sentence named;
  // "the price" in an auction is one the sentence sets.)
  if (subject.length === 2 && subject[0]!.lower === "the" && bareQuality.test(subject[1]!.lower)) return undefined;
  const tokens = [...subject, ...doing];
  const verbAt = subject.length;
  const verb = tokens[verbAt]!;
  // ("The faster the wheel spins, the more strongly it resists": a comparison of two amounts, no doing.)
  if (
    subject[0]?.lower === "the" &&
    /^(?:more|less|fewer|\p{Ll}+er)$/u.test(subject[1]?.lower ?? "") &&
    /, the (?:more|less|fewer|\p{Ll}+er)\b/u.test(sentence.text)
  )
    return undefined;
  // ("Rogue waves can form when several waves line up…": how a thing comes about is no doing of it;
  // when it does is asked instead, "When can rogue waves form?".)
  const formAt = [verbAt, verbAt + 1].find(
    (at) =>
      tokens[at]?.lemma === "form" &&
      (at === verbAt || modalVerb.test(verb.lower)) &&
      !["DET", "NOUN", "PROPN", "ADJ", "NUM", "PRON"].includes(tokens[at + 1]?.pos ?? "PUNCT"),
  );
  if (formAt !== undefined) {
    const when = trimEnd(tokens.slice(formAt + 1));
    if (when[0]?.lower !== "when" || when.length < 4 || sentence.sources !== undefined || subject.some(pointsElsewhere)) return undefined;
    const asks = formAt > verbAt ? verb.lower : doFor(inPast(verb), verb.lower === verb.lemma);
    return { question: `When ${asks} ${inside(subject)} form?`, answer: capitalise(`${text(when)}.`), kind: "sequence" };
  }
  // "The Industrial Revolution began in Britain…" says when, not what it did; "…took place between…" where or when.
  // ("A plague broke out in the crowded city in 430 BC…": nor what broke out.)
  // ("The gender shows in the article…": "shows" before a preposition is where a thing is seen, no doing.)
  if (
    /^(?:begin|start|end|finish|continue)$/.test(verb.lemma) ||
    (/^shows?$/.test(verb.lower) && tokens[verbAt + 1]?.pos === "ADP") ||
    (verb.lemma === "take" && tokens[verbAt + 1]?.lower === "place") ||
    (verb.lemma === "break" && tokens[verbAt + 1]?.lower === "out")
  )
    return undefined;
  // "QR stands for “quick response”": what letters stand for is what they mean, not what they do.
  // ("The word palindrome comes from Greek…": where a word comes from is no more what it does.)
  // ("The principle follows from the conservation of energy": nor what it follows from.)
  // ("Special relativity rests on two ideas: …": nor what an idea rests or depends on.)
  if (
    (verb.lemma === "stand" && tokens[verbAt + 1]?.lower === "for") ||
    (/^(?:come|follow|derive|stem)$/.test(verb.lemma) && tokens[verbAt + 1]?.lower === "from") ||
    // ("The Harlem Renaissance grew out of the Great Migration": nor what it grew or arose from.)
    // ("San Francisco grew from a small town into a busy city" is a doing.)
    (/^(?:arise|spring|emerge)$/.test(verb.lemma) && tokens[verbAt + 1]?.lower === "from") ||
    (/^(?:grow|arise|spring|emerge|develop)$/.test(verb.lemma) && tokens[verbAt + 1]?.lower === "out" && tokens[verbAt + 2]?.lower === "of") ||
    (/^(?:rest|depend|rely|build|draw)$/.test(verb.lemma) && /^(?:on|upon)$/.test(tokens[verbAt + 1]?.lower ?? "")) ||
    // ("The principle goes back to Roman law": nor how far back it goes.)
    (/^(?:go|date)$/.test(verb.lemma) && /^(?:back|from)$/.test(tokens[verbAt + 1]?.lower ?? "")) ||
    // ("A civil war followed between the Red Army and…": what came next, or took place, with no
    // object, is when it was, no doing; "The army followed the river" is one.)
    (/^(?:follow|ensue|occur|happen)$/.test(verb.lemma) && !["DET", "NOUN", "PROPN", "PRON", "ADJ", "NUM"].includes(tokens[verbAt + 1]?.pos ?? "PUNCT"))
  )
    return undefined;
  // ("The courts recognise three main grounds": a doing that only counts things, a verb and a number
  // with its noun, is the number question's; nor what a thing knows or believes, which is no doing.)
  const counted = doing.slice(1);
  if (
    (counted[0]?.pos === "NUM" &&
      counted.length <= 4 &&
      counted.slice(1).every((token) => token.pos === "ADJ" || token.pos === "NOUN") &&
      counted[counted.length - 1]!.pos === "NOUN") ||
    /^(?:know|believe|experience)$/.test(verb.lemma)
  )
    return undefined;
  // ("Studies of African wild dogs found that they chase…": what a study, a survey or the evidence
  // found or showed is a finding, which the statement asks; it is no doing of theirs.)
  const finder = subject.find((token) => !["DET", "ADJ"].includes(token.pos));
  if (
    /^(?:stud(?:y|ies)|research|surveys?|experiments?|evidence|data|findings?|tests?|analys[ie]s|reports?|trials?|polls?)$/.test(finder?.lower ?? "") &&
    /^(?:find|show|suggest|indicate|reveal|confirm|support|prove|demonstrate)$/.test(verb.lemma)
  )
    return undefined;
  // ("The government collects revenue from the trades that still take place, but nobody gains…": a
  // doing with a clause of another subject after ", but" answers for more than the subject.)
  if (
    doing.some(
      (token, index) =>
        token.value === "," && doing[index + 1]?.lower === "but" && /^(?:nobody|none|nothing|everyone|everybody)$/.test(doing[index + 2]?.lower ?? ""),
    )
  )
    return undefined;
  // ("Germany lost about 13 per cent of its territory": what a thing lost befell it; "The genes sit
  // next to each other on the chromosome": where a thing is, no doing either.)
  // ("…a plant cell loses water…": losing a substance is a process, and stays.)
  const lost = tokens[verbAt + 1];
  if (
    (verb.lemma === "lose" && !(lost?.pos === "NOUN" && lost.lower === lost.lemma && !/[^s]s$/.test(lost.lower))) ||
    // ("The territory stretched from the Mississippi River to the Rocky Mountains": nor how far it reaches.)
    (/^(?:stretch|extend|span)$/.test(verb.lemma) && /^(?:from|across|over|along|for|between)$/.test(tokens[verbAt + 1]?.lower ?? "")) ||
    (/^(?:sit|lie|stay|remain)$/.test(verb.lemma) &&
      (["ADP", "ADV"].includes(tokens[verbAt + 1]?.pos ?? "") || tokens[verbAt + 1]?.lower === "next") &&
      tokens[verbAt + 1]?.lower !== "up")
  )
    return undefined;
  // ("…the subject of a verb takes the same form whether…": what form a thing takes is what it is like, no doing.)
  if (
    verb.lemma === "take" &&
    /^(?:the|a|an|its|their)$/.test(tokens[verbAt + 1]?.lower ?? "") &&
    /^(?:same|different|form|forms|shape|shapes)$/.test(tokens[verbAt + 2]?.lower ?? "")
  )
    return undefined;
  // ("The wars took their name from the badges…": how a thing got its name is what it is called, no doing.)
  if (
    /^(?:take|get|draw|derive|owe)$/.test(verb.lemma) &&
    /^(?:its|their|his|her|the)$/.test(tokens[verbAt + 1]?.lower ?? "") &&
    /^names?$/.test(tokens[verbAt + 2]?.lower ?? "")
  )
    return undefined;
  // ("Terraces cut into the steep slopes were used for farming…": the verb read is a participle
  // before the subject's own, a passive.)
  // (Only past a phrase of place: not "…sets the most that can be borrowed".)
  const passive = doing.findIndex((token, index) => index > 0 && token.pos === "AUX" && token.lemma === "be");
  if (
    passive > 1 &&
    doing[passive + 1]?.pos === "VERB" &&
    /ed$/.test(doing[passive + 1]!.lower) &&
    doing.slice(1, passive).some((token) => token.pos === "ADP") &&
    doing.slice(1, passive).every((token) => ["ADP", "DET", "ADJ", "NOUN", "PROPN", "NUM", "ADV"].includes(token.pos))
  )
    return undefined;
  // ("The intelligence gained, code-named Ultra, helped the Allies…": a participle before an aside
  // set off by commas, with a verb after it, is part of the subject; the verb after is the doing.)
  const asideEnd = doing.findIndex((token, index) => index > 2 && token.value === ",");
  if (
    doing[1]?.value === "," &&
    asideEnd > 0 &&
    (/ed$/.test(verb.lower) || irregularPast.has(verb.lower)) &&
    !doing.slice(2, asideEnd).some((token) => token.pos === "VERB" || token.pos === "AUX") &&
    doing[asideEnd + 1]?.pos === "VERB"
  )
    return undefined;
  // ("A beekeeper whose bees pollinate a neighbour's orchard creates…": a relative clause's verb is not the subject's.)
  if (subject.some((token) => /^(?:whose|who|which)$/.test(token.lower))) return undefined;
  // ("The difference encouraged smuggling…": what one thing is to another that a sentence before named
  // does nothing a question could name.)
  // (Not "the price", which an auction's sentence may well ask of: "In an English auction, the price rises…".)
  if (namedElsewhere(subject)) return undefined;
  // ("German writes an umlaut…": a language or a people named by a word that is also its adjective
  // does many things, and "What does German do?" asks none of them.)
  if (subject.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(subject[0]!.value) && adjectiveCapitalised(subject[0]!.lower)) return undefined;
  // ("Banks say they never ask…", "Historians still argue about…": what one says or thinks is no doing.)
  if (/^(?:say|claim|argue|believe|think|suggest|agree|advise|recommend|estimate)$/.test(verb.lemma)) return undefined;
  // ("The law holds because food is a necessity…": a rule that holds, with no object, does nothing a
  // question could name; why it holds is another question's.)
  if (verb.lemma === "hold" && !["DET", "NOUN", "PROPN", "PRON", "ADJ", "NUM"].includes(tokens[verbAt + 1]?.pos ?? "PUNCT")) return undefined;
  // ("Engel's law states that as a household's income rises…": what a law or a model states is what
  // it says, and the question asks that, not what it does.)
  const stating = /^(?:state|predict)$/.test(verb.lemma) && tokens[verbAt + 1]?.lower === "that";
  // ("Hydrogen peroxide looks like water…": how a thing looks or seems is no doing either.)
  // ("The skull looked human": nor with an adjective.)
  if (
    /^(?:look|seem|appear|sound|feel|smell|taste)$/.test(verb.lemma) &&
    (/^(?:like|as|to)$/.test(tokens[verbAt + 1]?.lower ?? "") || tokens[verbAt + 1]?.pos === "ADJ")
  )
    return undefined;
  // ("Turbines stop turning in very strong winds…": what a thing stops doing is not what it does;
  // "Valves stop blood from flowing…" is.)
  if (/^(?:stop|quit|cease)$/.test(verb.lemma) && /ing$/.test(tokens[verbAt + 1]?.lower ?? "")) return undefined;
  // ("A fire blanket works in the same way…" says what it does by another sentence.)
  if (sameAsAnother(sentence.text)) return undefined;
  // ("Fish breathe by taking oxygen from the water…": a verb with no object before its means is asked
  // "How do fish breathe?"; "What do fish do?" asks the same thing vaguely. "A thermostat keeps a room
  // at a set temperature by…" does something of its own.)
  if (tokens[verbAt + 1]?.lower === "by" && method(sentence) !== undefined) return undefined;
  if (followsAnother(tokens.slice(verbAt))) return undefined;
  // ("The trade declined at the start of the twentieth century…", "The older text survived as faint
  // traces…": what befell a thing, with no object, is no doing; "What did the trade do?" asks nothing.)
  // (Nor how it turned out: "The plan failed, and…".)
  // ("The dispute dragged on until the Concordat of Worms…": nor how long it went on.)
  if (
    (/^(?:decline|survive|die|disappear|vanish|decay|shrink|perish|fade|fail|succeed|persist|linger)$/.test(verb.lemma) ||
      (tokens[verbAt + 1]?.lower === "on" &&
        (verb.lemma === "drag" || (/^(?:go|carry)$/.test(verb.lemma) && /^(?:until|for)$/.test(tokens[verbAt + 2]?.lower ?? ""))))) &&
    !["DET", "NOUN", "PROPN", "PRON"].includes(tokens[verbAt + 1]?.pos ?? "")
  )
    return undefined;
  // (Nor an amount's rise or fall by itself, or with how fast: "Food prices rose sharply, and…"; not
  // "Tenochtitlan fell to the Spanish", nor a thing that moves, "The warm air rises quickly…", nor a
  // tone that falls and rises.)
  if (
    /^(?:rise|fall|drop|soar|plunge)$/.test(verb.lemma) &&
    ["ADV", "PUNCT", "CCONJ"].includes(tokens[verbAt + 1]?.pos ?? "PUNCT") &&
    /^(?:prices?|costs?|levels?|rates?|temperatures?|unemployment|inflation|population|numbers?|sales|values?|wages?|rents?|profits?|incomes?)$/.test(
      tokens[verbAt - 1]?.lower ?? "",
    )
  )
    return undefined;
  // ("The risk rises with age…": how likely a thing is, rising or falling with whatever, is no doing.)
  if (
    /^(?:rise|fall|drop|increase|decrease|grow|double)$/.test(verb.lemma) &&
    /^(?:risks?|chances?|odds|likelihood|probability)$/.test(tokens[verbAt - 1]?.lower ?? "")
  )
    return undefined;
  // ("The method works best for steady, low sounds": how well it works is no doing.)
  if (verb.lemma === "work" && /^(?:best|well|better|badly|poorly|differently)$/.test(tokens[verbAt + 1]?.lower ?? "")) return undefined;
  // ("The voyage across the Atlantic took 66 days": how long or how much a thing took, lasted, cost or weighed is no doing.)
  const amount =
    /^(?:\d[\d,.]*|about|around|nearly|almost|over|up|several|many|few|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundreds|thousands|millions)$/i;
  // ("The United States paid about 15 million dollars…": nor how much it paid, spent or earned, which "How much…?" asks.)
  if (/^(?:take|last|cost|weigh|measure|pay|spend|earn|charge|borrow|lend)$/.test(verb.lemma) && amount.test(tokens[verbAt + 1]?.value ?? "")) return undefined;
  // ("The journey across the country fell from months to about a week": a change of amount is no doing.)
  // (Not "Tenochtitlan fell to the Spanish", "San Francisco grew from a small town…": the amount is a number or a time.)
  const measure = /^(?:months|years|weeks|days|hours|minutes|half|third|quarter|percent)$/;
  const [size, unit] = [tokens[verbAt + 2], tokens[verbAt + 3]];
  if (
    /^(?:fall|rise|drop|increase|decrease|grow|double|halve|shrink|decline)$/.test(verb.lemma) &&
    /^(?:from|to|by)$/.test(tokens[verbAt + 1]?.lower ?? "") &&
    (size?.pos === "NUM" ||
      amount.test(size?.value ?? "") ||
      measure.test(size?.lower ?? "") ||
      (/^(?:a|one)$/.test(size?.lower ?? "") && measure.test(unit?.lower ?? "")))
  )
    return undefined;
  const third = verb.lower !== verb.lemma && /s$/.test(verb.lower) && !/ss$/.test(verb.lower);
  // A bare verb after one person or thing is a past tense that looks like its base ("William Caxton set up…").
  // (A common noun capitalised only because it opens the sentence, "Tariffs raise…", is no name.)
  // The head of "Bacteria in the soil" is "Bacteria", not "soil".
  const preposition = subject.findIndex((token, index) => index > 0 && token.pos === "ADP");
  const phrase = preposition > 0 ? subject.slice(0, preposition) : subject;
  // (…unless a plural ends the subject before a plural verb: "Freedom of information laws give…")
  const last = subject[subject.length - 1]!;
  const pluralEnd = last.pos === "NOUN" && last.lower !== last.lemma && /[^s]s$/.test(last.lower) && verb.lower === verb.lemma;
  const head = pluralEnd ? last : phrase[phrase.length - 1]!;
  // ("In baking, the carbon dioxide forms bubbles…": a plural head before an "-s" verb agrees with
  // nothing; the tagger has read the verb and its object the wrong way round.)
  // (A doing is one thing, whatever its object: "Burning hydrocarbons releases…".)
  const gerund = /ing$/.test(subject[0]!.lower);
  if (third && !gerund && head.pos === "NOUN" && head.lower !== head.lemma && /[^s]s$/.test(head.lower) && !irregularPlurals.has(head.lower)) return undefined;
  // "Seismometers record…": a word WordNet does not know, capitalised only because it opens the
  // sentence, in the plural before a bare verb, is no name.
  // ("CAPTCHAs stop bots…": an acronym keeps its capitals.)
  const unknownPlural =
    subject.length === 1 && /[^s]s$/.test(head.lower) && verb.lower === verb.lemma && !writtenCapitalised(head.value) && !/^[A-Z]{2,}/.test(head.value);
  const name =
    head.pos === "PROPN" &&
    // ("CAPTCHAs": an acronym's plural is no name.)
    !/^[A-Z]{2,}s$/.test(head.value) &&
    !(phrase.length === 1 && (isNoun(head.lower) || irregularPlurals.has(head.lower) || unknownPlural || unknownCommonOpening(head, verb)));
  // "Salmon hatch in rivers", "Wildebeest cross the plains": a noun the same in the plural, with no
  // article making it one, before a bare verb, is a plural.
  const sameInPlural = samePlural(head, subject[0]!);
  // ("Fighting spread across northern India…": a doing that opens the sentence is one thing, whatever
  // lemma the tagger gave it, so its bare verb is past: "What did fighting do?".)
  const singularSubject =
    !subject.some((token) => token.pos === "CCONJ") &&
    (name ||
      (gerund && head === subject[0]) ||
      (head.lower === head.lemma && !/[^s]s$/.test(head.lower) && !irregularPlurals.has(head.lower) && !sameInPlural));
  // "Railways spread across the country in the 1840s": a verb that looks like its base is past
  // when the sentence dates it in the past.
  // (In the verb's own clause, and not a span: "The leaves lose their sting when they are cooked, and
  // they have been eaten in soups for centuries" is no past.)
  // (Nor past a comma and a conjunction: "Atomic clocks keep almost perfect time, but the Earth's spin
  // … has slowed slightly over the centuries".)
  const clauseEnd = doing.findIndex(
    (token, index) =>
      token.pos === "SCONJ" ||
      /^(?:when|while|because|until|which|who|where|although)$/.test(token.lower) ||
      (token.pos === "CCONJ" && doing[index - 1]?.value === ","),
  );
  const dated = (clauseEnd < 0 ? doing : doing.slice(0, clauseEnd)).some(
    (token, index, own) =>
      /^(?:1[0-9]{3}s?|20[01][0-9]s?)$/.test(token.value) ||
      (/^(?:ago|century|centuries)$/.test(token.lower) && !own.slice(Math.max(0, index - 3), index).some((before) => before.lower === "for")),
  );
  // ("…ionise completely": a British "-ise" is its base; the lemma keeps the passage's spelling.)
  const base = verb.lower === verb.lemma;
  // ("Patriot leaders such as Paul Revere spread an engraving of the event, which turned many
  // colonists…": so is one whose "which" or "and" goes on in the past.)
  // ("French armies spread the code to the lands they conquered": a verb whose past is its base is
  // past too where a clause after a noun, without "that", goes on in the past; not "Salmon … return
  // to the river where they hatched", whose verb is no past.)
  const goesOnInPast = doing.some(
    (token, index) =>
      (/^(?:which|who|and)$/.test(token.lower) ||
        (samePast.test(verb.lower) && /^(?:they|he|she|we)$/.test(token.lower) && doing[index - 1]?.pos === "NOUN")) &&
      doing[index + 1]?.pos === "VERB" &&
      inPast(doing[index + 1]!),
  );
  const past = (!base && !third) || (base && (singularSubject || dated || irregularPast.has(verb.lower) || goesOnInPast));
  const plural = !past && !third;
  const auxiliary = doFor(past, plural);
  const subjectText = [unknownPlural ? head.lower : lowerFirst(subject), text(subject.slice(1))]
    .filter(Boolean)
    .join(subject[1]?.space ?? " ")
    .replace(/\s+'/g, "'");
  // ("The Bayeux Tapestry tells the story of the Norman conquest of England in 1066": a date after a
  // verb in the present dates something it names, not the doing.)
  // ("A dot matches any single character, and a star means that…": the answer ends where a clause
  // about another subject begins.)
  const other = sentence.tokens.findIndex((token, index) => {
    if (index <= verbAt) return false;
    // ("The tails push into tiny droplets of oil while the heads face the water…": "while" or
    // "whereas" opens such a clause without a comma too.)
    const bare = /^(?:while|whereas)$/.test(token.lower) && sentence.tokens[index - 1]?.value !== ",";
    if (!bare && (token.value !== "," || !/^(?:and|but|while|whereas|so)$/.test(sentence.tokens[index + 1]?.lower ?? ""))) return false;
    const opens = bare ? index + 1 : index + 2;
    // ("The war left Britain deeply in debt, so it raised taxes…": what came of the doing, with a
    // pronoun of its own, is another thing said; whose "it" it is, the role answer need not settle.)
    if (sentence.tokens[index + 1]?.lower === "so" && /^(?:it|they)$/.test(sentence.tokens[opens]?.lower ?? ""))
      return ["VERB", "AUX"].includes(sentence.tokens.slice(opens + 1).find((word) => word.pos !== "ADV")?.pos ?? "");
    // ("The Dutch resented the first act, and it helped to cause the war": an "it" after a plural
    // subject, or a people named by the adjective WordNet writes capitalised, stands for something
    // else, so its clause is another thing said.)
    const people = subject[0]?.lower === "the" && head.pos === "PROPN" && adjectiveCapitalised(head.lower);
    if (!bare && sentence.tokens[opens]?.lower === "it" && (pluralNoun(head) || people))
      return ["VERB", "AUX"].includes(sentence.tokens.slice(opens + 1).find((word) => word.pos !== "ADV")?.pos ?? "");
    // (", and he later became president", after "The firm stand of Coolidge made him…": a "he" or
    // "she" after a subject that is no person stands for someone else.)
    if (!bare && /^(?:he|she)$/.test(sentence.tokens[opens]?.lower ?? "") && head.pos === "NOUN" && !canBePerson(head.lemma))
      return ["VERB", "AUX"].includes(sentence.tokens.slice(opens + 1).find((word) => word.pos !== "ADV")?.pos ?? "");
    // (", and because the Moon was spinning, the bulges were dragged…": a clause of reason, time or
    // condition opens another thing said.)
    if (!bare && /^(?:because|when|if|although|though|since|while|once|until|after|before)$/.test(sentence.tokens[opens]?.lower ?? "")) return true;
    // (", and most of them were found not guilty": some of those the doing was done to, as a subject.)
    const [some, of, them, its] = sentence.tokens.slice(opens, opens + 4);
    if (/^(?:most|many|some|all|few|none|several|both)$/.test(some?.lower ?? "") && of?.lower === "of" && /^(?:them|these|those)$/.test(them?.lower ?? ""))
      return ["VERB", "AUX"].includes(its?.pos ?? "");
    let at = opens;
    // (Past a phrase that opens it: ", and in April Congress declared war…".)
    if (sentence.tokens[at]?.pos === "ADP" && ["PROPN", "NUM"].includes(sentence.tokens[at + 1]?.pos ?? "")) {
      at += 2;
      // ("In French, the stress falls on the last syllable…, while in Polish it almost always falls…":
      // a contrast set in another place or time, with the subject's own pronoun, is another thing said.)
      if (/^(?:while|whereas)$/.test(sentence.tokens[opens - 1]?.lower ?? "") && /^(?:it|they)$/.test(sentence.tokens[at]?.lower ?? "")) return true;
    }
    // (Past a word of degree: ", but only a kidney transplant can restore…"; or of how often: ", and
    // normally the body responds…".)
    if (/^(?:only|even|also|then)$/.test(sentence.tokens[at]?.lower ?? "") || sentence.tokens[at]?.pos === "ADV") at += 1;
    // (Adjectives joined by "and" or a comma too: ", but genetic and linguistic evidence shows…", ", and a pale, coarse layer settles".)
    // (Or a possessive: ", and their slogan … spread quickly".)
    while (
      ["DET", "ADJ", "NUM"].includes(sentence.tokens[at]?.pos ?? "") ||
      (at === opens && /^(?:its|their|his|her|our|my|your)$/.test(sentence.tokens[at]?.lower ?? "")) ||
      (/^(?:and|or|,)$/.test(sentence.tokens[at]?.lower ?? "") && sentence.tokens[at - 1]?.pos === "ADJ" && sentence.tokens[at + 1]?.pos === "ADJ")
    )
      at += 1;
    const noun = sentence.tokens[at];
    // ("New items join at the back…, and items leave from the front": the subject's noun bare, without
    // what picked some out, is another subject; a plural's verb may be bare.)
    // (Its verb may come after more of its subject: "…, and oxygen and water vapour escape", "…, and
    // the low air pressure at the centre of the storm lets…".)
    let ownVerb = at + 1;
    let joined = false;
    // (A hyphen inside a name is part of it: ", and Abd al-Rahman was killed".)
    const inName = (index: number) => noun?.pos === "PROPN" && sentence.tokens[index] !== undefined && inWord(sentence.tokens[index]!);
    // (A quotation right after the noun names it: ", and their slogan "no taxation without representation" spread…".)
    if (/^["“]$/.test(sentence.tokens[ownVerb]?.value ?? "")) {
      const closing = sentence.tokens.findIndex((token, index) => index > ownVerb && index <= ownVerb + 10 && /^["”]$/.test(token.value));
      if (closing > 0) ownVerb = closing + 1;
    }
    while (ownVerb < at + 9 && (["NOUN", "PROPN", "ADJ", "DET", "ADP", "CCONJ"].includes(sentence.tokens[ownVerb]?.pos ?? "") || inName(ownVerb))) {
      if (sentence.tokens[ownVerb]!.pos === "CCONJ") {
        if (sentence.tokens[ownVerb]!.lower !== "and") return false;
        joined = true;
      }
      ownVerb += 1;
    }
    // (…past a clause set off by commas and an adverb: ", while the goby, which has better eyesight,
    // keeps watch", ", and the suspect usually has no right…".)
    if (sentence.tokens[ownVerb]?.value === "," && /^(?:which|who)$/.test(sentence.tokens[ownVerb + 1]?.lower ?? "")) {
      const closing = sentence.tokens.findIndex((token, index) => index > ownVerb + 1 && token.value === ",");
      if (closing > 0) ownVerb = closing + 1;
    }
    while (sentence.tokens[ownVerb]?.pos === "ADV") ownVerb += 1;
    const verb = sentence.tokens[ownVerb];
    // ("…, and captive birds have copied…": a plural's bare verb may be a helping one.)
    return (
      (noun?.pos === "NOUN" || noun?.pos === "PROPN") &&
      (noun.lemma !== head.lemma || (at === opens && subject.some((token) => token !== head && ["ADJ", "NOUN"].includes(token.pos)))) &&
      ["VERB", "AUX"].includes(verb?.pos ?? "") &&
      // (Or a modal's: ", but only a kidney transplant can restore…".)
      // (Or a past the same as its base after a singular: ", and their slogan … spread quickly".)
      (verb!.lower !== verb!.lemma || pluralNoun(noun) || joined || modalVerb.test(verb!.lower) || samePast.test(verb!.lower))
    );
  });
  // ("The plate vibrated, and the sand gathered into symmetrical patterns": a doing that is only its
  // verb and how, before another subject's clause, leaves "What did the plate do?" nothing to ask;
  // what followed it is asked instead, "What happened when the plate vibrated?".)
  const comma = doing.findIndex((token) => token.value === ",");
  if (other > 0 && comma > 0 && doing.slice(1, comma).every((token) => token.pos === "ADV")) {
    if (sentence.tokens[other + 1]?.lower !== "and" || sentence.sources !== undefined) return undefined;
    const then = sentence.tokens.slice(other + 2);
    return {
      question: `What ${past ? "happened" : "happens"} when ${subjectText} ${text(doing.slice(0, comma))}?`,
      answer: `${capitalise(text(trimEnd(then)))}.`,
      kind: "sequence",
    };
  }
  // ("The legislature makes the laws, the executive carries them out, and the judiciary decides…":
  // in a list of clauses, the first ends at the comma before the second's subject and verb.)
  const listed =
    other > 0
      ? sentence.tokens.findIndex((token, index) => {
          if (index <= verbAt || index >= other || token.value !== ",") return false;
          let at = index + 1;
          if (sentence.tokens[at]?.pos !== "DET") return false;
          at += 1;
          while (sentence.tokens[at]?.pos === "ADJ") at += 1;
          // (Not an aside that names the doing: "…at the back of the queue, an operation called enqueue".)
          const verb = sentence.tokens[at + 1];
          return sentence.tokens[at]?.pos === "NOUN" && ["VERB", "AUX"].includes(verb?.pos ?? "") && !/^(?:called|named|known|termed)$/.test(verb!.lower);
        })
      : -1;
  const end = listed > 0 ? listed : other;
  // The date it happened, when the sentence gives one ("in November 1799", "in 1769").
  let when = "";
  // ("Reindeer brought to St. Matthew Island in 1944 grew to about 6,000…": a participle whose phrase
  // runs straight into the subject's own verb is part of the subject, and a date in it dates the
  // participle, not the doing.)
  const ownVerb = doing.findIndex((token, index) => index > 1 && token.pos === "VERB");
  const participlePhrase =
    ownVerb > 1 &&
    verb.lower !== verb.lemma &&
    (/ed$/.test(verb.lower) || irregularPast.has(verb.lower)) &&
    !/ing$/.test(doing[ownVerb]!.lower) &&
    doing[1]?.pos === "ADP" &&
    doing.slice(1, ownVerb).every((token) => ["ADP", "DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos) && !/^(?:that|which|who)$/.test(token.lower));
  for (let index = participlePhrase ? verbAt + ownVerb : verbAt + 1; index < tokens.length - 1; index += 1) {
    // (Not past where the answer ends: "Lenin promised…, and in 1918 Russia signed…".)
    if (end > 0 && tokens[index] === sentence.tokens[end]) break;
    // Not a date in a clause of its own ("…thinned the ozone layer until they were banned … in 1987").
    if (tokens[index]!.pos === "SCONJ" || /^(?:until|when|while|because|after|before|which|who|that|where|although)$/.test(tokens[index]!.lower)) break;
    // …nor one that dates only the last of several verbs ("…travelled up the river, crossed the
    // mountains and reached the Pacific in November 1805").
    if ((tokens[index]!.value === "," || tokens[index]!.pos === "CCONJ") && tokens[index + 1]?.pos === "VERB") break;
    // …nor one of a clause with a subject of its own ("…besieged the settlement, and it was abandoned in 1700").
    if (
      tokens[index]!.value === "," &&
      /^(?:and|but)$/.test(tokens[index + 1]?.lower ?? "") &&
      ["PRON", "DET", "NOUN", "PROPN"].includes(tokens[index + 2]?.pos ?? "")
    )
      break;
    if (!/^(?:in|around)$/.test(tokens[index]!.lower)) continue;
    const next = tokens[index + 1]!;
    const after = tokens[index + 2];
    // (With its era: "around 1050 BC".)
    if (/^(?:1[0-9]{3}|20[0-9]{2})$/.test(next.value))
      when = ` ${tokens[index]!.lower} ${next.value}${after && /^(?:BC|BCE|AD|CE)$/.test(after.value) ? ` ${after.value}` : ""}`;
    else if (next.lower === "the" && after && /^1[0-9]{2}0s$/.test(after.value)) when = ` ${tokens[index]!.lower} the ${after.value}`;
    else if (months.test(next.value) && after && /^(?:1[0-9]{3}|20[0-9]{2})$/.test(after.value)) when = ` ${tokens[index]!.lower} ${next.value} ${after.value}`;
    if (when) break;
  }
  const answer = end > 0 && sentence.sources === undefined ? `${text(sentence.tokens.slice(0, end))}.` : sentence.text;
  return { question: `What ${auxiliary} ${subjectText} ${stating ? verb.lemma : "do"}${past ? when : ""}?`, answer, kind: "role" };
}
