import { createRequire } from "node:module";
import type winkNLP from "wink-nlp";
import type { ItemSentence, ItemToken } from "wink-nlp";
import {
  adjectiveFrom,
  binomialName,
  hasNounEntry,
  isAdjective,
  isAdverb,
  isKindOf,
  isNoun,
  isVerb,
  knowsPhrase,
  mostlyAdjective,
  nounGroup,
  nounSort,
  senseCount,
  sortsAgree,
  verbFrom,
  writtenCapitalised,
  commonBesideNames,
} from "./wordnet.js";

/**
 * The offline engine's reading of a document: sentences (with their page), the key terms in
 * each, and how central each sentence and term is. wink-nlp's English model ships inside its
 * npm package, so nothing is fetched at run time.
 */
let loaded: ReturnType<typeof winkNLP> | undefined;

/** The language model loads on first use (about 0.2 s), not with the server. */
function nlp(): ReturnType<typeof winkNLP> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const create = require("wink-nlp") as typeof winkNLP;
    loaded = create(require("wink-eng-lite-web-model") as Parameters<typeof winkNLP>[0]);
  }
  return loaded;
}

export type TermKind = "number" | "proper" | "concept";

export interface Token {
  value: string;
  lower: string;
  lemma: string;
  pos: string;
  stop: boolean;
  space: string;
  /** A sentence's first word that the passage also writes with a capital inside a sentence, on its own: a name ("Parliament abolished…"). */
  named?: boolean;
  /** A sentence's capitalised first word that the passage writes only in lowercase inside a sentence: no name ("Autocomplete saves…", "…autocomplete lists…"). */
  common?: boolean;
}

export interface Term {
  /** Exactly as written in its sentence. */
  text: string;
  /** Lowercased lemmas: what makes two mentions the same term. */
  key: string;
  kind: TermKind;
  words: number;
  /** The last word's lemma (what the phrase is about). */
  head: string;
  plural: boolean;
}

export interface Sentence {
  index: number;
  page: number | undefined;
  /** The sentence as it is read: as written, or with an opening "It"/"They" (or one after "When …") read as what it stands for. */
  text: string;
  /** Where `text` is not the passage's own: the sentence as written, then the one that names what its pronoun stands for. */
  sources?: [string, string];
  tokens: Token[];
  terms: Term[];
  content: Set<string>;
  score: number;
}

export interface Analysis {
  sentences: Sentence[];
  /** Every distinct term, by key, with how many sentences mention it. */
  terms: Map<string, { term: Term; sentences: number; occurrences: number }>;
}

/** Nouns too vague to ask about. */
const vague = new Set([
  "behalf",
  "sake",
  "thing",
  "way",
  "lot",
  "part",
  "kind",
  "type",
  "example",
  "number",
  "time",
  "place",
  "fact",
  "case",
  "point",
  "use",
  "form",
  "people",
  "person",
  "something",
  "anything",
  "everything",
  "one",
  "other",
  "others",
  "change",
  "result",
  "process",
  "level",
  "area",
  "term",
  "rest",
  "side",
  "lack",
  // ("Optical fibres use the effect to carry…", "…an engraving of the event": the effect or the event another sentence named.)
  "effect",
  "event",
  // (What a thing is to something else: "the main danger", "the main problem with barter".)
  "danger",
  "problem",
  "risk",
  "advantage",
  "disadvantage",
  "benefit",
  // ("A colleague can play the same role": a part played in something another sentence names.)
  "role",
  // (Where a thing ranks: "the highest waterfall in the world".)
  "world",
]);

/** Particles and words of time that end no term, though the tagger may read them as nouns. */
/** The modal verbs: "can", "must", "would"… */
export const modalVerb = /^(?:can|could|may|might|must|shall|should|will|would)$/;

const trailingAdverbs = /^(?:back|away|out|off|up|down|today|tonight|tomorrow|yesterday|together|apart|again|instead|too|also|abroad|ahead)$/;

/** Sizes before "number of", "quantity of" ("large numbers of", "the total number of 1s"). */
const sizeWords = /^(?:huge|large|great|small|vast|big|tiny|enormous|good|increasing|growing|falling|rising|total)$/;

/** Words that open a clause of their own ("When a member dies, …"). */
const opensClause = /^(?:when|whenever|if|unless|as|because|since|while|whilst|after|before|once|until|although|though|where)$/;

/** Words of quantity that stand before "of" ("part of the beam", "most of the water"), never verbs there. */
const quantityBeforeOf = /^(?:part|half|most|much|some|all|rest|share|piece|bit|lot|portion|fraction|none)$/;

/** Heads that make any phrase vague ("an organised way", "the rest", "common causes", "for this reason": of what?). */
const vagueHeads = new Set(["way", "rest", "lot", "kind", "sort", "thing", "one", "ones", "cause", "reason", "example", "instance"]);

const wordLike = /^[\p{L}][\p{L}\p{M}'’-]*$/u;

/** Adjectives that pick one thing out of many rather than say what it is. */
export const pickingOut = new Set(
  "particular single certain various specific different similar same usual typical main whole entire own other such little much few less more given possible known recorded".split(
    " ",
  ),
);

const innerDot = "\u2024";

/**
 * "…on behalf of King Ptolemy V. The text appears…", "…found in Linear B. The tablets…", "…some
 * hormones and vitamin D. It is carried…": a regnal number, or a letter that ends a name, ends a
 * sentence where a word that opens one follows (not an initial: "L. L. Zamenhof", "John F. Kennedy").
 */
const regnalStop =
  /(?<=\s\p{L}\p{Ll}+\s(?:[IVX]+|\p{Lu})\.)\s+(?=(?:The|A|An|This|These|That|Those|It|Its|He|She|His|Her|They|Their|In|At|On|After|Before|During|When|Later)\s)/u;

/** "…below 35 °C. It happens…": a temperature's unit and its full stop end a sentence before a capital. */
const unitStop = /(?<=°\s?[CFK]\.)\s+(?=\p{Lu})/u;

/**
 * A full stop after a lowercase word that is no abbreviation, after a letter named with an article
 * ("adding an s.") or a word that describes letters ("a symbol shaped like a long s."), or a letter
 * after a preposition ("with the c softened to g.") or ending a list ("sounds such as t, d or n."),
 * or after a suffix ("adding -j."), before a capital: a sentence ends there.
 */
const hiddenStop =
  /(?<=(?:\s(?!(?:etc|vs|cf|al|approx|eg|ie|fig|no|vol|ch|pp|ed|esp|incl)\.)(?:\p{Ll}{2,}|(?<=\b(?:an?|the|long|short|silent|capital|small|double|letter|to|into|from|as|than|or|and) )\p{Ll})|\s-\p{Ll}+)\.)\s+(?=\p{Lu})/u;

/** Plurals without an "-s" and their singulars, which the tagger leaves unlemmatised when they open a sentence ("Women are…"). */
const plainPlurals: Record<string, string> = { men: "man", women: "woman", children: "child", teeth: "tooth", feet: "foot", mice: "mouse", geese: "goose" };
const plainSingular = (lower: string, lemma: string) => (lemma === lower ? (plainPlurals[lower] ?? lemma) : lemma);

/**
 * A lemma in the passage's own spelling: the tagger gives "recognize" for "recognise" and
 * "fertilization" for "fertilisation", and a question built from the lemma ("How many grounds do
 * the courts recognise?") should spell it as the passage does.
 */
function ownSpelling(lower: string, lemma: string, verb = false): string {
  // (So for a verb's "-our": "favoured" gives "favour", not "favor", which "Why did landowners favour…?"
  // writes. A noun keeps the tagger's, which WordNet reads in its first sense: "colour" is a pigment
  // there, "color" what a thing looks like.)
  const or = lemma.lastIndexOf("or");
  if (verb && or > 0 && lower.startsWith(`${lemma.slice(0, or)}our`) && !lower.startsWith(lemma)) return `${lemma.slice(0, or)}our${lemma.slice(or + 2)}`;
  const at = lemma.search(/[iy]z/);
  if (at < 0 || lower.slice(0, at + 1) !== lemma.slice(0, at + 1) || lower[at + 1] !== "s") return lemma;
  return `${lemma.slice(0, at + 1)}s${lemma.slice(at + 2)}`;
}

function readTokens(each: (visit: (token: ItemToken) => void) => void): Token[] {
  const tokens: Token[] = [];
  // wink's typings do not fit every `its` helper to `out`; each value is checked here instead.
  const read = (token: ItemToken, helper: unknown): unknown => (token.out as (helper: unknown) => unknown)(helper);
  const its = nlp().its;
  each((token) => {
    const value = String(read(token, its.value)).replaceAll(innerDot, ".");
    tokens.push({
      value,
      lower: value.toLowerCase(),
      lemma: plainSingular(
        value.toLowerCase(),
        ownSpelling(value.toLowerCase(), String(read(token, its.lemma)).toLowerCase(), /^(?:VERB|AUX)$/.test(String(read(token, its.pos)))),
      ),
      pos: String(read(token, its.pos)),
      stop: read(token, its.stopWordFlag) === true,
      space: String(read(token, its.precedingSpaces)),
    });
  });
  return tokens;
}

const clauseBreak = (token: Token) =>
  token.pos === "PUNCT" ||
  token.pos === "SCONJ" ||
  token.pos === "CCONJ" ||
  /^(?:when|while|because|if|until|unless|although|whereas|since|so|that|which|who|where|why|how)$/.test(token.lower);
/** Words that open a later clause of time inside a clause ("…spread standard spellings after William Caxton set up…"). */
const laterClause = /^(?:after|before|until|since)$/;
const followsVerb = new Set(["DET", "SCONJ", "PRON", "ADV", "PART", "PUNCT", "NUM"]);
/** A verb that can carry a clause: not "to build", nor a noun the tagger misread after "in" or "the" ("in turn"). */
const isFinite = (tokens: Token[], index: number) =>
  (tokens[index]!.pos === "VERB" || tokens[index]!.pos === "AUX") &&
  !(
    index > 0 &&
    (tokens[index - 1]!.lower === "to" || (["ADP", "DET"].includes(tokens[index - 1]!.pos) && !/^(?:that|which)$/.test(tokens[index - 1]!.lower)))
  );

/** A comparative the tagger may read as a noun or an adverb ("denser", "harder"): WordNet has its adjective, and no noun of it. */
const listedComparative = (word: Token | undefined) =>
  word !== undefined &&
  /^\p{Ll}{3,}er$/u.test(word.value) &&
  ["NOUN", "ADV", "ADJ"].includes(word.pos) &&
  !isNoun(word.lower) &&
  adjectiveFrom(word.lower) !== undefined;

/** Verbs whose object does what a bare verb after it says: "let a computer use…", "make bread rise". */
const causing = /^(?:let|make|help)$/;

/** Words of time that open a clause as adverbs: "Today writers use…". */
const timeAdverbs = /^(?:today|yesterday|tomorrow|tonight|nowadays)$/;

/**
 * The tagger of wink's small model often reads a present-tense verb after a noun as a noun
 * ("Linear search checks each…", "the law states that…", "Plants use glucose…"), which would
 * make "search checks" a term. A clause needs a verb: where a clause has none, the first word
 * that follows its subject and reads as a verb (an object, a determiner, "that" or the clause's
 * end after it; or a plural subject before it) is tagged VERB. After "and", a bare word with
 * an object is the second verb of a clause that has one ("…form over water and move thousands").
 */
export function repairVerbs(tokens: Token[], lexicon = true): Token[] {
  const fixed = tokens.map((token) => ({ ...token }));
  /** Tokens an earlier rule has read for certain, which later rules leave alone. */
  const settled = new Set<Token>();
  /** A word WordNet knows as a verb (without WordNet, in task helpers, any word may be). */
  const verbLike = (token: Token) =>
    !lexicon || isVerb(token.lemma) || isVerb(token.lower.replace(/e?s$/, "")) || isVerb(token.lower.replace(/s$/, "")) || irregularPast.has(token.lower);
  /** A verb WordNet has, hyphenated too: "pre-empt" (WordNet writes "preempt"), "re-emit" (a prefix and "emit"). */
  const hyphenedVerb = (stem: string) =>
    isVerb(stem) ||
    (stem.includes("-") &&
      (isVerb(stem.replace(/-/g, "")) ||
        (/^(?:re|pre|co|de|over|under|out|mis|un|sub|inter|counter)-\p{Ll}/u.test(stem) && isVerb(stem.replace(/^\p{Ll}+-/u, "")))));
  /** An "-s" word's verb, where the tagger gave it a noun's lemma ("lives": "live", not "life"; "pre-empts": "pre-empt"). */
  const verbStem = (token: Token) =>
    [token.lower.replace(/s$/, ""), token.lower.replace(/es$/, ""), token.lower.replace(/ies$/, "y")].find(hyphenedVerb) ?? token.lemma;
  /** An "-s" word read as a noun that may be a verb of the third person ("moves", "pre-empts"). */
  const sReadAsNoun = (token: Token) => token.pos === "NOUN" && /\p{Ll}[^s]s$/u.test(token.value) && hyphenedVerb(verbStem(token));
  /** Read an "-s" word as the verb it is. */
  const readAsVerb = (token: Token) => {
    token.pos = "VERB";
    token.lemma = verbStem(token);
  };
  /** Where the clause around `index` opens and ends (`clauseBreak`; a hyphen inside a word, "medium-priority", joins it). */
  const clauseAround = (index: number): [number, number] => {
    const breaks = (at: number) => clauseBreak(fixed[at]!) && !(fixed[at]!.value === "-" && fixed[at]!.space === "" && fixed[at + 1]?.space === "");
    let [start, end] = [index, index + 1];
    while (start > 0 && !breaks(start - 1)) start -= 1;
    while (end < fixed.length && !breaks(end)) end += 1;
    return [start, end];
  };
  /** A bare word read as a noun that English has as a verb ("repeat", "crust", "charge"). */
  const bareVerbAsNoun = (token: Token | undefined): token is Token => token?.pos === "NOUN" && token.lower === token.lemma && isVerb(token.lower);
  /** A word in "-s" the tagger read as a verb that English also has as a plural noun ("clouds", "points"). */
  const pluralReadAsVerb = (token: Token) => token.pos === "VERB" && /^\p{Ll}+[^s]s$/u.test(token.value) && isNoun(token.lower);
  // "Planting trees and storing rainwater can help…": an opening "-ing" word's object, before "and"
  // and another "-ing" word, is a noun.
  if (
    lexicon &&
    /^\p{Lu}\p{Ll}+ing$/u.test(fixed[0]?.value ?? "") &&
    (fixed[1]?.pos === "VERB" || fixed[1]?.pos === "NOUN") &&
    /^\p{Ll}+s$/u.test(fixed[1].value) &&
    isNoun(fixed[1].lower) &&
    /^(?:and|or)$/.test(fixed[2]?.lower ?? "") &&
    /ing$/.test(fixed[3]?.lower ?? "")
  ) {
    fixed[1].pos = "NOUN";
    settled.add(fixed[1]);
  }
  // "Rising prices and the gap between rich and poor added to public anger": an opening "-ing" word
  // (read as a noun or a verb), then a plural WordNet has as a noun before "and" and an article, with
  // a verb not in "-s" later in the sentence, are a describing word and the first of two subjects
  // (which later rules leave as they are).
  if (
    lexicon &&
    /^\p{Lu}\p{Ll}+ing$/u.test(fixed[0]?.value ?? "") &&
    (fixed[0]!.pos === "NOUN" || fixed[0]!.pos === "VERB") &&
    (fixed[1]?.pos === "VERB" || fixed[1]?.pos === "NOUN") &&
    /^\p{Ll}+[^s]s$/u.test(fixed[1].value) &&
    isNoun(fixed[1].lower) &&
    /^(?:and|or)$/.test(fixed[2]?.lower ?? "") &&
    fixed[3]?.pos === "DET" &&
    fixed.slice(4).some((token) => token.pos === "VERB" && !/ing$/.test(token.lower) && !/[^s]s$/.test(token.lower))
  ) {
    fixed[0]!.pos = "ADJ";
    fixed[1].pos = "NOUN";
    settled.add(fixed[0]!);
    settled.add(fixed[1]);
  }
  // ("Small birds such as tits… often mob owls": an opening word WordNet has as an adjective, read
  // as a noun or a name, then a plural, however it was read, before "such as" or a relative "that",
  // "which" or "who", with a verb later in the sentence, are a describing word and its noun.)
  {
    const [opener, plural, after] = fixed;
    if (
      lexicon &&
      opener !== undefined &&
      plural !== undefined &&
      /^\p{Lu}\p{Ll}+$/u.test(opener.value) &&
      (opener.pos === "NOUN" || opener.pos === "PROPN") &&
      isAdjective(opener.lower) &&
      (plural.pos === "VERB" || plural.pos === "NOUN") &&
      /^\p{Ll}+[^s]s$/u.test(plural.value) &&
      isNoun(plural.lower.replace(/s$/, "")) &&
      ((after?.lower === "such" && fixed[3]?.lower === "as") || /^(?:that|which|who)$/.test(after?.lower ?? "")) &&
      fixed.slice(3).some((token) => token.pos === "VERB")
    ) {
      opener.pos = "ADJ";
      plural.pos = "NOUN";
      plural.lemma = plural.lower.replace(/s$/, "");
      settled.add(opener);
      settled.add(plural);
    }
  }
  // ("…chase gazelles that stot less often": a bare word WordNet does not have as a noun, after a
  // noun and a relative "that", "which" or "who", before an adverb, an article or the clause's end,
  // is the relative clause's verb, whatever a later rule would make of it.)
  fixed.forEach((token, index) => {
    const [noun, relative, next] = [fixed[index - 2], fixed[index - 1], fixed[index + 1]];
    if (
      lexicon &&
      (token.pos === "NOUN" || token.pos === "VERB") &&
      /^\p{Ll}+$/u.test(token.value) &&
      !/s$/.test(token.lower) &&
      !isNoun(token.lower) &&
      !isAdjective(token.lower) &&
      (noun?.pos === "NOUN" || noun?.pos === "DET") &&
      /^(?:that|which|who)$/.test(relative?.lower ?? "") &&
      (["ADV", "DET", "PUNCT"].includes(next?.pos ?? "PUNCT") || /^(?:more|less)$/.test(next?.lower ?? ""))
    ) {
      token.pos = "VERB";
      settled.add(token);
    }
  });
  /** An "-s" word, read as a noun or a verb, whose stem English has as a verb ("works", "comes"). */
  const sVerb = (token: Token | undefined): token is Token =>
    (token?.pos === "NOUN" || token?.pos === "VERB") && /^\p{Ll}+[^s]s$/u.test(token.value) && isVerb(verbStem(token));
  /** Reads the word as a verb for certain, so that no later rule reads it back as a plural. */
  const settleAsVerb = (token: Token) => {
    token.pos = "VERB";
    token.lemma = verbStem(token);
    settled.add(token);
  };
  /** Where the clause of the token at `index` starts: after the last comma before it (or the last subordinating word, with `orSubordinate`). */
  const clauseStartOf = (index: number, orSubordinate = false) =>
    fixed.slice(0, index).findLastIndex((other) => other.value === "," || (orSubordinate && other.pos === "SCONJ")) + 1;
  // "Going down works the other way round": after an opening "-ing" word and its particle, an "-s"
  // word English has as a verb, before a determiner, an adverb or a pronoun, is the verb (and stays
  // one, though English also has it as a plural after "down").
  {
    const [opener, particle, sWord, following] = fixed;
    if (
      lexicon &&
      /^\p{Lu}\p{Ll}+ing$/u.test(opener?.value ?? "") &&
      /^(?:up|down|out|off|back|in|on|over|away|round|around)$/.test(particle?.lower ?? "") &&
      sVerb(sWord) &&
      ["DET", "ADV", "PRON", "PUNCT"].includes(following?.pos ?? "")
    )
      settleAsVerb(sWord);
  }
  // "…whether the danger comes from the air or the ground": after a word that opens a clause, an
  // article and a singular noun, an "-s" word English has as a verb, before a preposition, an
  // article, an adverb or the end, is the noun's verb (and stays one).
  // (Or a hyphenated noun: "…argued that the trade-off holds only in the short run".)
  // (Or an opening "As" whose clause the comma closes: "As the cell runs, the solution…".)
  fixed.forEach((token, index) => {
    const [article, noun, hyphen, second] = fixed.slice(index + 1, index + 5);
    const hyphenated = /^\p{Ll}+$/u.test(noun?.value ?? "") && hyphen?.value === "-" && /^\p{Ll}+$/u.test(second?.value ?? "");
    const [sWord, following] = hyphenated ? fixed.slice(index + 5, index + 7) : fixed.slice(index + 3, index + 5);
    if (
      lexicon &&
      (/^(?:whether|if|that|because|when|where|while|although|though|unless|until|once|since)$/.test(token.lower) ||
        (index === 0 && token.lower === "as" && following?.value === ",")) &&
      /^(?:the|a|an)$/.test(article?.lower ?? "") &&
      (hyphenated || (noun?.pos === "NOUN" && noun.lower === noun.lemma && !/s$/.test(noun.lower))) &&
      sVerb(sWord) &&
      !settled.has(sWord) &&
      ["ADP", "DET", "ADV", "PUNCT"].includes(following?.pos ?? "PUNCT")
    )
      settleAsVerb(sWord);
  });
  // "…as long as these stay wet": "these" or "those" alone, then a bare word English has as a verb,
  // read as a noun, before an adjective: that word is the verb.
  fixed.forEach((token, index) => {
    const [verb, after] = [fixed[index + 1], fixed[index + 2]];
    if (
      lexicon &&
      /^(?:these|those)$/.test(token.lower) &&
      verb?.pos === "NOUN" &&
      /^\p{Ll}+$/u.test(verb.value) &&
      !/s$/.test(verb.value) &&
      isVerb(verb.lower) &&
      after?.pos === "ADJ"
    ) {
      token.pos = "PRON";
      verb.pos = "VERB";
      verb.lemma = verb.lower;
      settled.add(verb);
    }
  });
  // "In DNA, hydrogen bonds hold the two strands together": a noun, then an "-s" word English has as
  // a plural noun, then a bare word English has as a verb, before an article, a number, a pronoun or
  // an adjective: the plural is the subject's head, the bare word its verb, for certain (a later
  // rule would read them the other way round). (Not "makes", "keeps" or "renders", whose plurals
  // are rare: "Fluoride in toothpaste makes enamel stronger…".)
  fixed.forEach((token, index) => {
    const [plural, verb, after] = [fixed[index + 1], fixed[index + 2], fixed[index + 3]];
    if (
      lexicon &&
      token.pos === "NOUN" &&
      token.lower === token.lemma &&
      (plural?.pos === "VERB" || plural?.pos === "NOUN") &&
      /^\p{Ll}+[^s]s$/u.test(plural.value) &&
      !/^(?:makes|keeps|renders)$/.test(plural.lower) &&
      isNoun(plural.lower.replace(/s$/, "")) &&
      !settled.has(plural) &&
      verb !== undefined &&
      ((verb.pos === "NOUN" && verb.lower === verb.lemma && isVerb(verb.lower)) || (verb.pos === "VERB" && verb.lower === verb.lemma)) &&
      !settled.has(verb) &&
      ["DET", "NUM", "PRON", "ADJ"].includes(after?.pos ?? "")
    ) {
      plural.pos = "NOUN";
      plural.lemma = plural.lower.replace(/s$/, "");
      verb.pos = "VERB";
      settled.add(plural);
      settled.add(verb);
    }
  });
  // "…when leaves fall and rot, … or when roots give them off": right after a word that opens a
  // clause, which needs a subject before its verb, an "-s" word read as a verb that English has as a
  // plural noun is the subject, and a bare word after it that English has as a verb is its verb
  // (with a second one after "and" or "or", before a mark, a preposition or the end).
  fixed.forEach((token, index) => {
    const [plural, verb] = [fixed[index + 1], fixed[index + 2]];
    if (
      !lexicon ||
      !/^(?:when|whenever|if|unless|until|because|since|although|though|while|once|where)$/.test(token.lower) ||
      plural === undefined ||
      !pluralReadAsVerb(plural) ||
      settled.has(plural) ||
      verb === undefined ||
      settled.has(verb) ||
      !(verb.pos === "VERB" ? verb.lower === verb.lemma : bareVerbAsNoun(verb))
    )
      return;
    plural.pos = "NOUN";
    plural.lemma = plural.lower.replace(/s$/, "");
    settled.add(plural);
    settleAsVerb(verb);
    const [and, second, after] = fixed.slice(index + 3, index + 6);
    if (
      /^(?:and|or)$/.test(and?.lower ?? "") &&
      bareVerbAsNoun(second) &&
      !settled.has(second) &&
      (after === undefined || ["PUNCT", "ADP"].includes(after.pos))
    )
      settleAsVerb(second);
  });
  // "Each cycle of magnetising and demagnetising wastes some energy…": an "-s" word read as a noun
  // whose stem English has as a verb, after a doing in "-ing" that ends the subject (after "of" or
  // "and"), before a determiner, with no verb of the clause before it, is the clause's verb.
  fixed.forEach((token, index) => {
    const [doing, after] = [fixed[index - 1], fixed[index + 1]];
    if (
      lexicon &&
      token.pos === "NOUN" &&
      sVerb(token) &&
      !settled.has(token) &&
      doing?.pos === "VERB" &&
      /\p{Ll}ing$/u.test(doing.lower) &&
      ["CCONJ", "ADP"].includes(fixed[index - 2]?.pos ?? "") &&
      after?.pos === "DET" &&
      !fixed.slice(clauseStartOf(index, true), index).some((other) => other.pos === "AUX" || (other.pos === "VERB" && !/ing$/.test(other.lower)))
    )
      settleAsVerb(token);
  });
  // "Commitment devices, such as pension schemes that enrol workers automatically, work by making…":
  // after the subject and its examples set off by commas, with no verb before them, a bare word
  // read as a noun that English has as a verb, before a preposition, a determiner or an adverb, is
  // the clause's verb.
  // ("Deep lakes, including Lake Tanganyika, fill parts of the valley floor": after "including" too,
  // and before a plural object, however the tagger read the two; both stay so.)
  {
    const such = fixed.findIndex(
      (token, index) => ((token.lower === "such" && fixed[index + 1]?.lower === "as") || token.lower === "including") && fixed[index - 1]?.value === ",",
    );
    const close = fixed.findIndex((token, index) => index > such + 2 && token.value === ",");
    const verb = fixed[close + 1];
    const object = fixed[close + 2];
    const readAsVerb = verb?.pos === "VERB" && verb.lower === verb.lemma && isVerb(verb.lower);
    const pluralObject =
      object !== undefined && ["NOUN", "VERB"].includes(object.pos) && /^\p{Ll}+[^s]s$/u.test(object.value) && isNoun(object.lower.replace(/s$/, ""));
    if (
      lexicon &&
      such > 1 &&
      close > such &&
      fixed[such - 2]?.pos === "NOUN" &&
      !fixed.slice(0, such).some((token) => token.pos === "VERB" || token.pos === "AUX") &&
      verb !== undefined &&
      (bareVerbAsNoun(verb) || readAsVerb) &&
      !settled.has(verb) &&
      (["ADP", "DET", "ADV"].includes(object?.pos ?? "") || pluralObject)
    ) {
      settleAsVerb(verb);
      if (pluralObject) {
        object.pos = "NOUN";
        settled.add(object);
      }
    }
  }
  // "…may need to be split.": after a "be", a word whose past participle is its base ("split",
  // "cut", "set") read as a noun, before a mark, a preposition or the end, is that participle.
  fixed.forEach((token, index) => {
    const [be, after] = [fixed[index - 1], fixed[index + 1]];
    if (
      lexicon &&
      bareVerbAsNoun(token) &&
      !settled.has(token) &&
      samePast.test(token.lower) &&
      be?.lemma === "be" &&
      (after === undefined || ["PUNCT", "ADP", "CCONJ"].includes(after.pos))
    )
      settleAsVerb(token);
  });
  // "When a member dies, the others vote to fill the empty seat": after "others" (no noun's first
  // word), a bare word English has as a verb, read as a noun, before "to", an article, a preposition,
  // an adverb or a comma, is their verb.
  fixed.forEach((token, index) => {
    const [verb, after] = [fixed[index + 1], fixed[index + 2]];
    if (
      lexicon &&
      token.lower === "others" &&
      bareVerbAsNoun(verb) &&
      !settled.has(verb) &&
      (after === undefined || ["PART", "DET", "ADP", "ADV", "PUNCT"].includes(after.pos))
    ) {
      token.pos = "PRON";
      verb.pos = "VERB";
      settled.add(verb);
    }
  });
  // "…when cells are injured and burst, …": after "and" and a verb that follows its "be" ("are
  // injured"), a bare word English has as a verb, read as a noun, before a comma, an adverb or the
  // end, is a second verb of the same subject.
  fixed.forEach((token, index) => {
    const [verb, after] = [fixed[index + 1], fixed[index + 2]];
    const [participle, be] = [fixed[index - 1], fixed[index - 2]];
    if (
      lexicon &&
      token.lower === "and" &&
      participle?.pos === "VERB" &&
      be?.pos === "AUX" &&
      bareVerbAsNoun(verb) &&
      !settled.has(verb) &&
      (after === undefined || after.pos === "ADV" || /^[.,;:!?]$/.test(after.value))
    ) {
      verb.pos = "VERB";
      settled.add(verb);
    }
  });
  // "…open five ports to British trade and hand over Hong Kong Island": after "and", "or" or "to", a
  // word read as a noun that WordNet has as a verb with the particle after it ("hand over"), before
  // an article, a name, a number or an adjective, is that verb.
  fixed.forEach((token, index) => {
    const [verb, particle, after] = [fixed[index + 1], fixed[index + 2], fixed[index + 3]];
    if (
      lexicon &&
      /^(?:and|or|to)$/.test(token.lower) &&
      verb?.pos === "NOUN" &&
      verb.lower === verb.lemma &&
      !settled.has(verb) &&
      /^(?:over|up|out|off|down|back|away)$/.test(particle?.lower ?? "") &&
      ["DET", "PROPN", "NUM", "ADJ"].includes(after?.pos ?? "") &&
      isVerb(`${verb.lower}_${particle!.lower}`)
    ) {
      verb.pos = "VERB";
      settled.add(verb);
    }
  });
  // "…phytoplankton grow rapidly and feed fish and other animals": after a verb, an adverb in "-ly"
  // and "and", a bare word read as a noun that English has as a verb, before its object, is a
  // second verb of the same subject.
  fixed.forEach((token, index) => {
    const [adverb, and, verb, after] = fixed.slice(index + 1, index + 5);
    if (
      lexicon &&
      token.pos === "VERB" &&
      adverb?.pos === "ADV" &&
      /^\p{Ll}+ly$/u.test(adverb.value) &&
      and?.lower === "and" &&
      bareVerbAsNoun(verb) &&
      !settled.has(verb) &&
      ["NOUN", "DET", "ADJ", "PRON", "NUM"].includes(after?.pos ?? "")
    ) {
      verb.pos = "VERB";
      settled.add(verb);
    }
  });
  // "Osman I in north-western Anatolia": a regnal "I" after a name is part of it, not the pronoun.
  fixed.forEach((token, index) => {
    const [before, after] = [fixed[index - 1], fixed[index + 1]];
    if (token.value === "I" && index > 1 && before?.pos === "PROPN" && /^\p{Lu}\p{Ll}+$/u.test(before.value) && !["VERB", "AUX"].includes(after?.pos ?? ""))
      token.pos = "PROPN";
  });
  // "…numbered by its hash value modulo the number of servers": "modulo" is a preposition the
  // tagger does not know, read as a noun that would end the noun before it ("hash value modulo").
  fixed.forEach((token) => {
    if (token.lower === "modulo" && token.pos !== "ADP") token.pos = "ADP";
  });
  // "…instead of heating the cooking surface first.": "first" or "last" after a noun, before a
  // comma or the sentence's end, says when, not which: an adverb, not part of the noun.
  fixed.forEach((token, index) => {
    const [before, after] = [fixed[index - 1], fixed[index + 1]];
    if (/^(?:first|last)$/.test(token.lower) && ["NOUN", "PROPN"].includes(before?.pos ?? "") && (after === undefined || /^[.,;:!?]$/.test(after.value)))
      token.pos = "ADV";
  });
  // "If an error occurs partway through, …": a word in "-way" or "-wise" that WordNet has as no noun
  // (not "railway", "gateway") says how or where: an adverb, no noun to ask about.
  if (lexicon)
    for (const token of fixed) if (token.pos === "NOUN" && /^\p{Ll}{3,}(?:ways?|wise)$/u.test(token.value) && !isNoun(token.lower)) token.pos = "ADV";
  // "One mirror lets a small fraction of the light escape, forming the beam": after "let" and its
  // object (an article, then describing words, nouns and "of"), a bare word English has as a verb,
  // read as a noun, before punctuation, a preposition, an article or the end, is what the object is
  // let do: a verb, and the word before it the object's noun.
  if (lexicon)
    fixed.forEach((token, index) => {
      if (token.pos !== "VERB" || token.lemma !== "let" || fixed[index + 1]?.pos !== "DET") return;
      let at = index + 2;
      while (at < index + 9 && (["ADJ", "NOUN", "DET", "NUM"].includes(fixed[at]?.pos ?? "") || fixed[at]?.lower === "of")) {
        const [bare, before, after] = [fixed[at]!, fixed[at - 1]!, fixed[at + 1]];
        if (
          bareVerbAsNoun(bare) &&
          (before.pos === "NOUN" || (before.pos === "ADJ" && isNoun(before.lower))) &&
          (after === undefined || ["PUNCT", "ADP", "DET"].includes(after.pos)) &&
          after?.lower !== "of"
        ) {
          before.pos = "NOUN";
          settled.add(before);
          settleAsVerb(bare);
          return;
        }
        at += 1;
      }
    });
  // "Doctors hope to use stem cells…", "Bone marrow stem cells, for example, produce…": a bare word
  // read as a verb that WordNet has in a compound with the noun after it, where it cannot be a verb
  // (after a verb, a preposition, an article or a describing word) or a verb follows the compound,
  // is the compound's first word.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, next] = [fixed[index - 1], fixed[index + 1]];
      // (Or before a name: "…by a molecule of transfer RNA".)
      if (token.pos !== "VERB" || token.lower !== token.lemma || !/^\p{Ll}+$/u.test(token.value) || before === undefined) return;
      if (next?.pos !== "NOUN" && !(next?.pos === "PROPN" && ["ADP", "DET"].includes(before.pos))) return;
      const compound = `${token.lower} ${next.pos === "PROPN" ? next.lower : next.lemma}`;
      if (!knowsPhrase(compound) || isVerb(compound)) return;
      const cannotBeVerb = ["VERB", "ADP", "DET", "ADJ"].includes(before.pos) && !modalVerb.test(before.lower);
      const verbFollows = ["NOUN", "PROPN"].includes(before.pos) && fixed.slice(index + 2).some((other) => other.pos === "VERB" || other.pos === "AUX");
      if (cannotBeVerb || verbFollows) {
        token.pos = "NOUN";
        settled.add(token);
      }
    });
  // "Many English prefixes come from Latin…", "Phishing emails trick people…", "New Caledonian
  // crows shape twigs…": after an opening quantity or a capitalised word (and an adjective or a
  // name), or a name of capitalised words, a plural English has as a noun, then a bare word English
  // has as a verb before a preposition, a determiner or a noun: the plural ends the subject and the
  // bare word is its verb.
  if (lexicon) {
    const quantity = /^(?:many|most|some|several|few|all)$/.test(fixed[0]?.lower ?? "");
    let at = quantity && ["ADJ", "PROPN"].includes(fixed[1]?.pos ?? "") && /^\p{Lu}/u.test(fixed[1]!.value) ? 2 : 1;
    const name = !quantity && fixed[0]?.pos === "PROPN";
    while (name && fixed[at]?.pos === "PROPN" && /^\p{Lu}\p{Ll}/u.test(fixed[at]!.value)) at += 1;
    const [opening, plural, bare, next] = [fixed[at - 1], fixed[at], fixed[at + 1], fixed[at + 2]];
    // (A common word read as a name opens a compound: "Dust devils form on hot, sunny days…", where
    // WordNet's first "devil" is the Devil.)
    const common = at === 1 && opening?.pos === "PROPN" && !writtenCapitalised(opening.value) && isNoun(opening.lower);
    if (
      (quantity || at === 1 || name) &&
      opening &&
      /^\p{Lu}/u.test(fixed[0]!.value) &&
      fixed[0]!.pos !== "DET" &&
      plural &&
      ["NOUN", "VERB"].includes(plural.pos) &&
      /^\p{Ll}+[^s]s$/u.test(plural.value) &&
      (isNoun(plural.lower) || (common && hasNounEntry(plural.lower.replace(/s$/, "")))) &&
      bare &&
      ["NOUN", "VERB"].includes(bare.pos) &&
      bare.lower === bare.lemma &&
      /^\p{Ll}+$/u.test(bare.value) &&
      isVerb(bare.lower) &&
      ((quantity ? ["ADP", "DET", "NOUN", "PRON"] : ["DET", "NOUN", "PRON"]).includes(next?.pos ?? "") ||
        // (a preposition, an adverb or a clause after such a compound's first word)
        (common && ["ADP", "ADV", "SCONJ"].includes(next?.pos ?? "")) ||
        // (an object the tagger read as a verb: "Car suspensions use springs to absorb…")
        (next?.pos === "VERB" && /^\p{Ll}+[^s]s$/u.test(next.value) && isNoun(next.lower) && ["PART", "ADP", "PUNCT"].includes(fixed[at + 3]?.pos ?? ""))) &&
      !(next?.pos === "NOUN" && next.lower !== next.lemma && next.lower.endsWith("s") && isVerb(next.lemma) && fixed[at + 3]?.pos === "NOUN")
    ) {
      if (next?.pos === "VERB") next.pos = "NOUN";
      if (!quantity && at === 1 && opening.pos === "PROPN" && !writtenCapitalised(opening.value)) opening.pos = isAdjective(opening.lower) ? "ADJ" : "NOUN";
      plural.pos = "NOUN";
      bare.pos = "VERB";
      settled.add(plural).add(bare);
    }
  }
  // "Progressive taxes take…", "High taxes on tobacco discourage…": a plural after an opening
  // adjective, with a verb right after it (or after a phrase of its own), is the subject.
  if (
    ["VERB", "NOUN"].includes(fixed[1]?.pos ?? "") &&
    /[^s]s$/.test(fixed[1]!.lower) &&
    ["ADJ", "PROPN"].includes(fixed[0]?.pos ?? "") &&
    /^\p{Lu}/u.test(fixed[0]!.value) &&
    (fixed[2]?.pos === "VERB" ||
      // (after a phrase only when the opening word is an adjective and the plural a noun: not "Convection happens in…")
      (fixed[2]?.pos === "ADP" && lexicon && isAdjective(fixed[0]!.lower) && isNoun(fixed[1]!.lower) && fixed.slice(3).some((token) => token.pos === "VERB")))
  ) {
    fixed[1]!.pos = "NOUN";
    if (fixed[0]!.pos === "PROPN" && lexicon && isAdjective(fixed[0]!.lower)) fixed[0]!.pos = "ADJ";
    settled.add(fixed[1]!);
  }
  // "Red, yellow and black are the most common warning colours…": an opening capital read as a name,
  // a list's first, is a describing word where the words after its comma are ones and English has it
  // as one.
  if (
    lexicon &&
    fixed[0]?.pos === "PROPN" &&
    /^\p{Lu}\p{Ll}+$/u.test(fixed[0].value) &&
    fixed[1]?.value === "," &&
    fixed[2]?.pos === "ADJ" &&
    isAdjective(fixed[0].lower) &&
    !writtenCapitalised(fixed[0].value)
  )
    fixed[0].pos = "ADJ";
  // "Some large sand dunes in deserts produce…": after an opening quantity and the adjectives and
  // nouns after it, a plural English has as a noun (which a later rule would read as the verb), then
  // a phrase of its own (a preposition and a noun) and a bare verb or a plural's auxiliary: the
  // plural ends the subject.
  if (lexicon && /^(?:some|many|most|several|few|all)$/.test(fixed[0]?.lower ?? "")) {
    let at = 1;
    while (["ADJ", "NOUN"].includes(fixed[at]?.pos ?? "") && fixed[at + 1]?.pos !== "ADP") at += 1;
    const plural = fixed[at];
    let end = at + 2;
    while (["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(fixed[end]?.pos ?? "")) end += 1;
    const verb = fixed[end];
    if (
      at > 1 &&
      plural &&
      ["NOUN", "VERB"].includes(plural.pos) &&
      /^\p{Ll}+[^s]s$/u.test(plural.value) &&
      isNoun(plural.lower) &&
      fixed[at + 1]?.pos === "ADP" &&
      fixed[end - 1]?.pos === "NOUN" &&
      ((verb?.pos === "VERB" && verb.lower === verb.lemma) ||
        (verb?.pos === "AUX" && /^(?:are|were|have|can|could|may|might|must|should|will|would)$/.test(verb.lower)))
    ) {
      plural.pos = "NOUN";
      settled.add(plural);
    }
  }
  // "Crowded army camps and troop ships helped…": an opening subject of two plurals joined by "and",
  // before a past verb, holds no verb: the first plural and any bare words before the second are
  // nouns, which later rules leave alone, and an opening participle read as a name is an adjective.
  if (lexicon) {
    const and = fixed.findIndex((token) => token.lower === "and");
    const first = fixed[and - 1];
    let at = and + 1;
    while (["NOUN", "VERB"].includes(fixed[at]?.pos ?? "") && fixed[at]!.lower === fixed[at]!.lemma && isNoun(fixed[at]!.lower)) at += 1;
    const [second, verb] = [fixed[at], fixed[at + 1]];
    if (
      and > 1 &&
      fixed.slice(0, and - 1).every((token) => ["DET", "ADJ", "PROPN", "NOUN"].includes(token.pos)) &&
      first &&
      ["NOUN", "VERB"].includes(first.pos) &&
      /^\p{Ll}+[^s]s$/u.test(first.value) &&
      isNoun(first.lower) &&
      second?.pos === "NOUN" &&
      /[^s]s$/.test(second.lower) &&
      second.lower !== second.lemma &&
      verb?.pos === "VERB" &&
      (/ed$/.test(verb.lower) || irregularPast.has(verb.lower))
    ) {
      for (const token of [first, ...fixed.slice(and + 1, at)]) {
        token.pos = "NOUN";
        settled.add(token);
      }
      const opening = fixed[0]!;
      if (opening.pos === "PROPN" && /^\p{Lu}\p{Ll}+ed$/u.test(opening.value) && verbFrom(opening.lower, "ed") !== undefined) opening.pos = "ADJ";
    }
  }
  // "Higher interest rates make loans…": an opening adjective and a noun, then a plural read as the
  // verb and a bare verb read as a noun before its object: the plural ends the subject.
  if (
    lexicon &&
    ["ADJ", "PROPN"].includes(fixed[0]?.pos ?? "") &&
    /^\p{Lu}/u.test(fixed[0]!.value) &&
    fixed[1]?.pos === "NOUN" &&
    ["VERB", "NOUN"].includes(fixed[2]?.pos ?? "") &&
    /[^s]s$/.test(fixed[2]!.lower) &&
    isNoun(fixed[2]!.lower) &&
    ["VERB", "NOUN"].includes(fixed[3]?.pos ?? "") &&
    fixed[3]!.lower === fixed[3]!.lemma &&
    isVerb(fixed[3]!.lower) &&
    ["NOUN", "DET", "ADJ", "PRON"].includes(fixed[4]?.pos ?? "")
  ) {
    fixed[2]!.pos = "NOUN";
    fixed[3]!.pos = "VERB";
    settled.add(fixed[2]!).add(fixed[3]!);
  }
  // "Galvanising coats iron with…": an opening "-ing" word, then an "-s" word English has as a verb
  // and a noun read as the verb: the gerund is the subject, the "-s" word its verb.
  if (
    lexicon &&
    /^\p{Lu}\p{Ll}+ing$/u.test(fixed[0]?.value ?? "") &&
    fixed[1]?.pos === "NOUN" &&
    /[^s]s$/.test(fixed[1].lower) &&
    isVerb(fixed[1].lower.replace(/e?s$/, "")) &&
    ["VERB", "NOUN"].includes(fixed[2]?.pos ?? "") &&
    isNoun(fixed[2]!.lower) &&
    ["ADP", "DET", "PUNCT"].includes(fixed[3]?.pos ?? "")
  ) {
    fixed[1].pos = "VERB";
    fixed[2]!.pos = "NOUN";
    settled.add(fixed[1]).add(fixed[2]!);
  }
  // "French uses "ne" and "pas" together…": an opening name, then an "-s" word English has as a verb,
  // read as a noun, with a quotation opening straight after it: the word is the name's verb, and the
  // quoted words its object.
  if (
    lexicon &&
    /^\p{Lu}\p{Ll}+$/u.test(fixed[0]?.value ?? "") &&
    ["ADJ", "PROPN"].includes(fixed[0]!.pos) &&
    fixed[1]?.pos === "NOUN" &&
    /^\p{Ll}+[^s]s$/u.test(fixed[1].value) &&
    isVerb(fixed[1].lemma) &&
    /^["“]$/.test(fixed[2]?.value ?? "")
  ) {
    fixed[0]!.pos = "PROPN";
    fixed[1].pos = "VERB";
    settled.add(fixed[1]);
  }
  // "Suppose two threads each read a counter…": after a plural and a floating "each", a bare word
  // English has as a verb, before an article, is the plural's verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, each, next] = [fixed[index - 2], fixed[index - 1], fixed[index + 1]];
      if (
        each?.lower === "each" &&
        before?.pos === "NOUN" &&
        before.lower !== before.lemma &&
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        next?.pos === "DET"
      ) {
        token.pos = "VERB";
        settled.add(token);
      }
    });
  // "Large models need…", "Wireless networks send data…", "Clay soils hold…": an opening adjective
  // or noun the tagger read as a name, then a plural and a bare verb (however it read them):
  // adjective, subject, verb. ("Sound travels faster" has no bare verb after the plural.)
  if (
    lexicon &&
    fixed[0]?.pos === "PROPN" &&
    fixed[1] &&
    fixed[2] &&
    (isAdjective(fixed[0].lower) || isNoun(fixed[0].lower)) &&
    /^\p{Ll}+s$/u.test(fixed[1].value) &&
    !/ss$/.test(fixed[1].lower) &&
    isNoun(fixed[1].lower) &&
    fixed[2].lower === fixed[2].lemma &&
    isVerb(fixed[2].lemma) &&
    // …not after a gerund ("Galvanising coats iron…"), and an adjective before a noun is no verb ("Encryption converts plain text…").
    !/ing$/.test(fixed[0].lower) &&
    !(fixed[2].pos === "ADJ" && fixed[3]?.pos === "NOUN")
  ) {
    fixed[0].pos = isAdjective(fixed[0].lower) ? "ADJ" : "NOUN";
    fixed[1].pos = "NOUN";
    fixed[2].pos = "VERB";
    settled.add(fixed[1]).add(fixed[2]);
  }
  // A word the tagger read as a verb that English has no such verb for is a noun ("Convection currents in…").
  // (Not one a rule above settled: "…gazelles that stot less often".)
  if (lexicon)
    for (const token of fixed) if (token.pos === "VERB" && /^\p{Ll}+$/u.test(token.value) && !verbLike(token) && !settled.has(token)) token.pos = "NOUN";
  // "…the first commercial oil well in Pennsylvania": a word read as an adverb between a noun and a
  // preposition or the end, which WordNet knows as a noun of several senses, ends the compound.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, after] = [fixed[index - 1], fixed[index + 1]];
      if (
        token.pos === "ADV" &&
        before?.pos === "NOUN" &&
        (after === undefined || after.pos === "ADP" || after.pos === "PUNCT") &&
        /^\p{Ll}+$/u.test(token.value) &&
        !/^(?:first|last)$/.test(token.lower) &&
        isNoun(token.lower) &&
        senseCount(token.lower) >= 3
      )
        token.pos = "NOUN";
    });
  // Study notes have few imperatives: a capitalised first word read as a verb before a noun is
  // the subject ("Quicksort picks a pivot"), and a capitalised word inside a name is a name ("Francis Crick").
  fixed.forEach((token, index) => {
    if (token.pos !== "VERB" || !/^\p{Lu}/u.test(token.value)) return;
    const next = fixed[index + 1];
    if (index === 0 && next && next.pos === "NOUN" && /^\p{Ll}/u.test(next.value)) token.pos = "NOUN";
    else if (index > 0 && fixed[index - 1]!.pos === "PROPN" && /^\p{Lu}/u.test(fixed[index - 1]!.value)) token.pos = "PROPN";
    // "…the People Act gave…": a capitalised word after a capitalised noun, inside the sentence, ends a name.
    else if (index > 1 && fixed[index - 1]!.pos === "NOUN" && /^\p{Lu}/u.test(fixed[index - 1]!.value)) token.pos = "PROPN";
    // "…at Lexington and Concord": a capitalised word after a name and "and" is another name.
    else if (index > 1 && fixed[index - 1]!.pos === "CCONJ" && fixed[index - 2]!.pos === "PROPN") token.pos = "PROPN";
    // "The anthropologist Grant McCracken gave…": so is one inside the sentence before a capitalised name.
    else if (index > 0 && next?.pos === "PROPN" && /^\p{Lu}/u.test(next.value)) token.pos = "PROPN";
  });
  // "Children under the age of ten cannot…": a sentence's first word read as a name that is the
  // plural of a common noun without an "-s" is that noun.
  if (fixed[0]?.pos === "PROPN" && /^\p{Lu}\p{Ll}+$/u.test(fixed[0].value) && irregularPluralWords.has(fixed[0].lower)) fixed[0].pos = "NOUN";
  // "The defence can cross-examine the witnesses", "…can lower blood pressure": a word after a modal that English has as a verb is that verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      // (Past a floating quantity or an adverb: "…can all change epigenetic marks".)
      const floating = /^(?:all|both|each|also|still|only|often|never|always|even|usually|sometimes|easily|quickly|rarely|not)$/.test(
        fixed[index - 1]?.lower ?? "",
      );
      const modal = fixed[index - 1 - (floating ? 1 : 0)];
      if (
        (token.pos === "NOUN" || (token.pos === "ADJ" && ["NOUN", "DET"].includes(fixed[index + 1]?.pos ?? ""))) &&
        modal &&
        modalVerb.test(modal.lower) &&
        isVerb(token.lower)
      )
        token.pos = "VERB";
      // ("…paper that does not glow under…", "…meat does not brown.": likewise after "do", "does" or
      // "did" and "not", where only a verb can stand.)
      // (Past a word that only stresses it: "…does not itself bind countries…".)
      const stress = /^(?:itself|themselves|himself|herself|always|ever|even|really|necessarily|actually|usually)$/.test(modal?.lower ?? "") ? 1 : 0;
      const [not, auxiliary] = [fixed[index - 1 - stress], fixed[index - 2 - stress]];
      if (
        (token.pos === "NOUN" || token.pos === "ADJ") &&
        /^(?:not|n't)$/.test(not?.lower ?? "") &&
        /^(?:do|does|did)$/.test(auxiliary?.lower ?? "") &&
        token.lower === token.lemma &&
        isVerb(token.lower)
      )
        token.pos = "VERB";
    });
  // "A bank run happens", "A test set measures": after "a" and a singular noun, a bare word read
  // as the verb cannot agree with it ("runs" would); with a verb after it, it ends a compound noun.
  if (lexicon)
    for (let index = 2; index + 1 < fixed.length; index += 1) {
      const [article, noun, word, next] = [fixed[index - 2]!, fixed[index - 1]!, fixed[index]!, fixed[index + 1]!];
      const verbAfter = next.pos === "VERB" || (next.pos === "NOUN" && /[^s]s$/.test(next.lower) && next.lower !== next.lemma && isVerb(next.lemma));
      if (
        /^(?:a|an|each|every)$/i.test(article.value) &&
        (noun.pos === "NOUN" || (noun.pos === "PROPN" && /^\p{Lu}\p{Ll}/u.test(noun.value))) &&
        noun.lower === noun.lemma &&
        word.pos === "VERB" &&
        word.lower === word.lemma &&
        !word.lower.endsWith("s") &&
        isNoun(word.lower) &&
        verbAfter
      ) {
        word.pos = "NOUN";
        next.pos = "VERB";
      }
    }
  // "A self-heating can warms its contents…", "…opens the can.": "can" after an article, or before
  // an "-s" verb (which no modal takes), is the noun, and the "-s" word after it its verb.
  fixed.forEach((token, index) => {
    const [before, next] = [fixed[index - 1], fixed[index + 1]];
    if (token.lower !== "can" || token.pos !== "AUX") return;
    const agreeing = next !== undefined && /^\p{Ll}+[^s]s$/u.test(next.value) && next.lower !== next.lemma && ["VERB", "NOUN"].includes(next.pos);
    if (!agreeing && !/^(?:a|an|the|this|that|each|every)$/.test(before?.lower ?? "")) return;
    token.pos = "NOUN";
    settled.add(token);
    if (agreeing && (!lexicon || isVerb(next.lemma))) {
      next.pos = "VERB";
      settled.add(next);
    }
  });
  // "…and a species name, such as…": after "a" and a noun, a bare word before a comma, "and" or the
  // sentence's end is the compound's noun, however it was read (a verb would agree with "a": "names").
  // ("…, a dry lake bed in Death Valley, …, rocks … leave…": after adjectives too, and before a
  // preposition where a verb follows later, unless the word's past is the same as its base, "A storm hit in…".)
  if (lexicon)
    for (let index = 2; index < fixed.length; index += 1) {
      let at = index - 2;
      while (at > 0 && fixed[at]!.pos === "ADJ") at -= 1;
      const [article, noun, word, next] = [fixed[at]!, fixed[index - 1]!, fixed[index]!, fixed[index + 1]];
      const phraseAfter =
        next?.pos === "ADP" &&
        !/^(?:hit|cut|put|set|let|shut|cost|hurt|spread|split|burst|cast|quit|bet|bid|shed|read)$/.test(word.lower) &&
        fixed.slice(index + 2).some((later) => later.pos === "VERB");
      // ("When an egg and a sperm join at fertilisation…": not after "a … and a …", two subjects, whose
      // verb agrees with both; there a bare word English has as a verb, before a preposition or an
      // article, is that verb, where WordNet has no compound of it with the noun before, and no verb
      // comes before them in their clause: not "Divers saw a shark and a ray fin at the surface…".)
      if (
        /^(?:a|an)$/.test(article.lower) &&
        at === index - 2 &&
        at >= 3 &&
        !fixed.slice(clauseStartOf(at - 3, true), at - 3).some((before) => before.pos === "VERB" || before.pos === "AUX") &&
        fixed[at - 1]?.lower === "and" &&
        fixed[at - 2]?.pos === "NOUN" &&
        /^(?:a|an)$/.test(fixed[at - 3]?.lower ?? "") &&
        noun.pos === "NOUN" &&
        word.lower === word.lemma &&
        isVerb(word.lower) &&
        ["ADP", "DET"].includes(next?.pos ?? "") &&
        !knowsPhrase(`${noun.lower} ${word.lower}`)
      ) {
        word.pos = "VERB";
        settled.add(word);
        continue;
      }
      if (
        /^(?:a|an)$/i.test(article.value) &&
        noun.pos === "NOUN" &&
        (word.pos === "VERB" || word.pos === "NOUN") &&
        word.lower === word.lemma &&
        !word.lower.endsWith("s") &&
        isNoun(word.lower) &&
        (next === undefined || next.pos === "PUNCT" || next.pos === "CCONJ" || phraseAfter)
      ) {
        word.pos = "NOUN";
        settled.add(word);
      }
    }
  if (lexicon)
    fixed.forEach((token, index) => {
      const [next, after] = [fixed[index + 1], fixed[index + 2]];
      const before = fixed[index - 1];
      // "Nitrogen helps leaves to grow": after its subject, an "-s" verb, then a plural and "to" with a verb.
      if (
        before &&
        ["NOUN", "PROPN"].includes(before.pos) &&
        token.pos === "NOUN" &&
        /[^s]s$/.test(token.lower) &&
        (isVerb(token.lower.replace(/s$/, "")) || isVerb(token.lower.replace(/es$/, ""))) &&
        next?.pos === "VERB" &&
        /[^s]s$/.test(next.lower) &&
        isNoun(next.lower) &&
        after?.lower === "to" &&
        fixed[index + 3]?.pos === "VERB"
      ) {
        token.pos = "VERB";
        next.pos = "NOUN";
        settled.add(token).add(next);
      }
      // "ZIP files and PNG images use…", "MP3 music files and JPEG photos…": a plural read as a verb
      // after an acronym or a noun, before "and" and another noun phrase, is a noun of the subject.
      if (
        (token.pos === "VERB" || token.pos === "NOUN") &&
        /^\p{Ll}+s$/u.test(token.value) &&
        isNoun(token.lower) &&
        before &&
        (/^[A-Z][A-Z0-9]+$/.test(before.value) || (before.pos === "NOUN" && /^[A-Z][A-Z0-9]+$/.test(fixed[index - 2]?.value ?? ""))) &&
        (next === undefined || /^(?:and|or)$/.test(next.lower) || ["VERB", "NOUN", "ADJ"].includes(next.pos))
      ) {
        token.pos = "NOUN";
        settled.add(token);
      }
    });
  /** A word after which a clause begins. */
  const opener = (word: Token | undefined) =>
    word === undefined || ["PUNCT", "SCONJ", "CCONJ"].includes(word.pos) || /^(?:so|as|when|while|if)$/.test(word.lower);
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, next, after] = [fixed[index - 1], fixed[index + 1], fixed[index + 2]];
      // "A solid steel block sinks because…", "…so air rises over the land": the clause's first
      // word read as a verb (after a noun it ends the compound; at the clause's start it is the
      // subject), before an "-s" word read as a noun and then "because", a preposition or the end:
      // the "-s" word is the verb.
      let clause = index;
      while (clause > 0 && !opener(fixed[clause - 1])) clause -= 1;
      if (
        token.pos === "VERB" &&
        !settled.has(token) &&
        token.lower === token.lemma &&
        /^\p{Ll}+$/u.test(token.value) &&
        isNoun(token.lower) &&
        (before?.pos === "NOUN" || clause === index) &&
        // (Not after the last of two nouns joined by "and": "…wind, rain and ice break rocks into…".)
        !(before?.pos === "NOUN" && /^(?:and|or)$/.test(fixed[index - 2]?.lower ?? "")) &&
        !fixed.slice(clause, index).some((word) => word.pos === "VERB" || word.pos === "AUX") &&
        next?.pos === "NOUN" &&
        /^\p{Ll}+[^s]s$/u.test(next.value) &&
        verbLike(next) &&
        ["SCONJ", "ADP", "PUNCT"].includes(after?.pos ?? "PUNCT")
      ) {
        token.pos = "NOUN";
        next.pos = "VERB";
        settled.add(token).add(next);
      }
      // "…as the price rises.": a subordinate clause of an article, a noun and an "-s" word read as
      // a noun, with nothing after it, has that word for its verb.
      if (
        token.pos === "NOUN" &&
        /^\p{Ll}+[^s]s$/u.test(token.value) &&
        verbLike(token) &&
        before?.pos === "NOUN" &&
        before.lower === before.lemma &&
        fixed[index - 2]?.pos === "DET" &&
        /^(?:as|when|if|because|until|while|before|after|since|once|unless)$/.test(fixed[index - 3]?.lower ?? "") &&
        (next === undefined || ["PUNCT", "CCONJ"].includes(next.pos))
      ) {
        token.pos = "VERB";
        settled.add(token);
      }
      // "Demand is elastic when…": right after "is", with no article, a word English has as an
      // adjective, before "when", a comma or the end, is one.
      if (
        token.pos === "NOUN" &&
        /^(?:is|are|was|were|becomes?|became)$/.test(before?.lower ?? "") &&
        !/s$/.test(token.lower) &&
        isAdjective(token.lower) &&
        (next === undefined || ["ADV", "SCONJ", "PUNCT", "CCONJ"].includes(next.pos))
      )
        token.pos = "ADJ";
      // "…millions of enslaved Africans", "…had been enslaved as a child": an "-ed" word read as a
      // noun that WordNet has only as a verb describes the noun after it, or is that verb.
      if (token.pos === "NOUN" && /^\p{Ll}{3,}ed$/u.test(token.value) && !isNoun(token.lower) && verbFrom(token.lower, "ed") !== undefined)
        token.pos = ["NOUN", "PROPN"].includes(next?.pos ?? "") ? "ADJ" : "VERB";
      // "…many of them sailing to the United States": an "-ing" word right after "them" is a verb.
      if (
        token.pos === "NOUN" &&
        /^(?:them|us|him)$/.test(before?.lower ?? "") &&
        /^\p{Ll}{3,}ing$/u.test(token.value) &&
        verbLike({ ...token, lower: token.lower.replace(/ing$/, "") })
      )
        token.pos = "VERB";
      // "…rising temperatures all increase the risk": after a plural and "all" or "both", a bare word English has as a verb, before an article, is the verb.
      if (
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        /^(?:all|both)$/.test(before?.lower ?? "") &&
        fixed[index - 2]?.pos === "NOUN" &&
        /s$/.test(fixed[index - 2]!.lower) &&
        next?.pos === "DET" &&
        isVerb(token.lower)
      )
        token.pos = "VERB";
      // "…, so both wait forever": after "both", "all" or "neither" standing for the subject of a
      // clause of its own, a bare word read as a noun that English has as a verb, before an adverb or
      // the end, is the verb (not "Each trade, such as…", where "each" goes with the noun).
      if (
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        /^(?:both|all|neither|each)$/.test(before?.lower ?? "") &&
        /^(?:so|and|but|,)$/.test(fixed[index - 2]?.lower ?? "") &&
        (next === undefined || next.pos === "ADV" || /^[.;!]$/.test(next.value)) &&
        isVerb(token.lower)
      )
        token.pos = "VERB";
      // "…because it is denser than water", "…so the image is dimmer and…": a comparative before
      // "than", or right after a form of "be" or "become" and before no noun, is an adjective.
      if (
        token.pos === "NOUN" &&
        /^\p{Ll}+er$/u.test(token.value) &&
        adjectiveFrom(token.lower) !== undefined &&
        (next?.lower === "than" ||
          (/^(?:is|are|was|were|be|been|being|becomes?|became|becoming)$/.test(before?.lower ?? "") && !["NOUN", "PROPN", "ADJ"].includes(next?.pos ?? "")))
      )
        token.pos = "ADJ";
    });
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, next] = [fixed[index - 1], fixed[index + 1]];
      let clause = index;
      while (clause > 0 && !opener(fixed[clause - 1])) clause -= 1;
      let end = index + 1;
      while (end < fixed.length && !clauseBreak(fixed[end]!)) end += 1;
      const verbless = !fixed.slice(clause, index).some((word) => word.pos === "VERB" || word.pos === "AUX");
      // "…, so many use security tags and cameras": a quantity standing alone at a clause's start,
      // then a bare word English has as a verb before its object, is that verb's subject; a plural
      // read as the verb after a noun of that object is a noun of it.
      if (
        /^(?:many|most|some|several|few|others|both)$/.test(token.lower) &&
        clause === index &&
        index > 0 &&
        next?.pos === "NOUN" &&
        next.lower === next.lemma &&
        /^\p{Ll}+$/u.test(next.value) &&
        isVerb(next.lower) &&
        ["NOUN", "DET", "ADJ"].includes(fixed[index + 2]?.pos ?? "")
      ) {
        const rest = fixed.slice(index + 2, end);
        const verbs = rest.filter((word) => word.pos === "VERB" || word.pos === "AUX");
        const plural = verbs[0];
        if (
          verbs.length === 0 ||
          (verbs.length === 1 && /^\p{Ll}+[^s]s$/u.test(plural!.value) && isNoun(plural!.lower) && fixed[fixed.indexOf(plural!) - 1]?.pos === "NOUN")
        ) {
          next.pos = "VERB";
          if (plural) plural.pos = "NOUN";
          settled.add(next);
        }
      }
      // "In the Arctic, reindeer feed on a lichen…": after a noun whose plural is the same word
      // opening the clause, a bare word read as a noun that English has as a verb, before a
      // preposition, is the verb.
      if (
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        before !== undefined &&
        ["NOUN", "PROPN"].includes(before.pos) &&
        zeroPlurals.test(before.lower) &&
        // ("Antarctic krill feed on…": a name's adjective the tagger read as a name.)
        (fixed.indexOf(before) === clause || (fixed.indexOf(before) === clause + 1 && ["ADJ", "PROPN"].includes(fixed[clause]!.pos))) &&
        isVerb(token.lower) &&
        next?.pos === "ADP" &&
        verbless
      ) {
        token.pos = "VERB";
        settled.add(token);
      }
    });
  // "Starting to save early matters, since…": after an opening "-ing" word and what it governs, with
  // no verb yet, an "-s" word English has as a verb before a comma, a conjunction or the end is
  // the sentence's verb (and a word before it that English has as an adverb, an adverb).
  if (lexicon && /^\p{Lu}\p{Ll}+ing$/u.test(fixed[0]?.value ?? "") && fixed[0]!.pos === "VERB") {
    const at = fixed.findIndex(
      (token, index) =>
        index > 1 &&
        token.pos === "NOUN" &&
        /^\p{Ll}+[^s]s$/u.test(token.value) &&
        verbLike(token) &&
        ["PUNCT", "SCONJ", "CCONJ"].includes(fixed[index + 1]?.pos ?? "PUNCT") &&
        ["ADJ", "ADV"].includes(fixed[index - 1]!.pos),
    );
    const between = fixed.slice(1, at);
    if (
      at > 1 &&
      !between.some((token) => token.pos === "AUX" || token.pos === "PUNCT" || (token.pos === "VERB" && fixed[fixed.indexOf(token) - 1]?.lower !== "to"))
    ) {
      fixed[at]!.pos = "VERB";
      if (fixed[at - 1]!.pos === "ADJ" && isAdverb(fixed[at - 1]!.lower)) fixed[at - 1]!.pos = "ADV";
      settled.add(fixed[at]!);
    }
  }
  // "Camels store fat in their humps": an opening plural, then a bare word English has as a verb before its object.
  if (
    lexicon &&
    fixed[0] &&
    /^\p{Lu}\p{Ll}+s$/u.test(fixed[0].value) &&
    isNoun(fixed[0].lower) &&
    fixed[1]?.pos === "NOUN" &&
    fixed[1].lower === fixed[1].lemma &&
    isVerb(fixed[1].lower) &&
    ["NOUN", "ADJ", "DET", "PRON"].includes(fixed[2]?.pos ?? "")
  ) {
    fixed[0].pos = "NOUN";
    fixed[1].pos = "VERB";
    settled.add(fixed[1]);
  }
  // "Yeast carries out a type…", "…at work gives up an evening…": an "-s" word English has as a
  // verb, before a particle and its object, is that verb (and the particle no verb of its own).
  if (lexicon)
    fixed.forEach((token, index) => {
      const [particle, object] = [fixed[index + 1], fixed[index + 2]];
      if (
        index > 0 &&
        (token.pos === "NOUN" || token.pos === "VERB") &&
        /[^s]s$/.test(token.lower) &&
        ["NOUN", "PROPN"].includes(fixed[index - 1]!.pos) &&
        (isVerb(token.lemma) || isVerb(token.lower.replace(/e?s$/, "")) || isVerb(token.lower.replace(/ies$/, "y"))) &&
        particle &&
        ((/^(?:up|out|off|away|back|down)$/.test(particle.lower) &&
          // ("Amylase breaks down starch…": a bare noun object too.)
          ["DET", "ADJ", "NUM", "PRON", "NOUN"].includes(object?.pos ?? "")) ||
          // ("…an enzyme called catalase breaks it down": a pronoun before the particle.)
          (/^(?:it|them)$/.test(particle.lower) && /^(?:up|out|off|away|back|down)$/.test(object?.lower ?? "")))
      ) {
        token.pos = "VERB";
        if (particle.pos !== "PRON") particle.pos = "ADP";
        settled.add(token);
      }
    });
  // "Greenhouse gases such as carbon dioxide trap heat…": a word read as a verb right before "such
  // as" is the noun its examples follow; and where the clause then has no verb, the first bare word
  // after a noun among the examples that English has as a verb, before its object, is the verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      if (!(fixed[index + 1]?.lower === "such" && fixed[index + 2]?.lower === "as")) return;
      if (token.pos === "VERB" && /^\p{Ll}+$/u.test(token.value) && isNoun(token.lower)) token.pos = "NOUN";
      if (!["NOUN", "PROPN"].includes(token.pos)) return;
      settled.add(token);
      let end = index + 3;
      while (end < fixed.length && !clauseBreak(fixed[end]!)) end += 1;
      const examples = fixed.slice(index + 3, end);
      if (examples.some((word) => word.pos === "VERB" || word.pos === "AUX")) return;
      const verbAt = examples.findIndex(
        (word, at) =>
          at > 0 &&
          word.pos === "NOUN" &&
          examples[at - 1]!.pos === "NOUN" &&
          word.lower === word.lemma &&
          isVerb(word.lower) &&
          ["NOUN", "DET", "ADJ", "PRON"].includes(examples[at + 1]?.pos ?? ""),
      );
      if (verbAt > 0) {
        examples[verbAt]!.pos = "VERB";
        settled.add(examples[verbAt]!);
      }
    });
  // "Some languages, such as Italian, rhyme easily…": after examples set off by commas, in a clause
  // with no verb yet, a word read as a noun that English has as a verb, before an adverb, a
  // preposition or its object, is the verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      if (!(token.value === "," && fixed[index + 1]?.lower === "such" && fixed[index + 2]?.lower === "as" && index > 0)) return;
      const close = fixed.findIndex((word, at) => at > index + 2 && word.pos === "PUNCT");
      const [verb, next] = [fixed[close + 1], fixed[close + 2]];
      if (close < 0 || fixed[close]!.value !== "," || verb?.pos !== "NOUN" || settled.has(verb) || !/^\p{Ll}+$/u.test(verb.value) || !verbLike(verb)) return;
      if (!["ADV", "ADP", "DET", "ADJ", "NOUN"].includes(next?.pos ?? "")) return;
      let start = index;
      while (start > 0 && !opener(fixed[start - 1])) start -= 1;
      if (fixed.slice(start, close).some((word) => word.pos === "VERB" || word.pos === "AUX")) return;
      // (the number of the subject before the examples: "Some languages … rhyme", "A language … rhymes")
      const subject = fixed[index - 1]!;
      if (subject.pos !== "NOUN" || (subject.lower !== subject.lemma) === (verb.lower !== verb.lemma)) return;
      verb.pos = "VERB";
      settled.add(verb);
    });
  // "After sailing only about 1,300 metres, the ship…": an "-ing" word read as a noun right after an
  // opening "After", "Before", "While", "Since", "By", "On" or "Without", before what it governs, is
  // the verb of that phrase.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [opening, next] = [fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "NOUN" || settled.has(token) || !/^\p{Ll}+ing$/u.test(token.value) || verbFrom(token.lower, "ing") === undefined) return;
      if (!/^(?:after|before|while|since|by|on|without)$/.test(opening?.lower ?? "") || !(index === 1 || fixed[index - 2]?.value === ",")) return;
      if (!["DET", "NUM", "ADV", "ADP", "PRON"].includes(next?.pos ?? "")) return;
      token.pos = "VERB";
      settled.add(token);
    });
  // "…so a reader skimming the text may not notice it": an "-ing" word read as a noun right after an
  // article and a noun, before an article, is what that noun is doing ("a bird eating the seeds").
  if (lexicon)
    fixed.forEach((token, index) => {
      const [article, noun, next] = [fixed[index - 2], fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "NOUN" || settled.has(token) || !/^\p{Ll}+ing$/u.test(token.value) || verbFrom(token.lower, "ing") === undefined) return;
      if (!/^(?:a|an|the)$/.test(article?.lower ?? "") || noun?.pos !== "NOUN" || !/^(?:a|an|the|its|their)$/.test(next?.lower ?? "")) return;
      token.pos = "VERB";
      settled.add(token);
    });
  // "…to avoid feeling guilty": an "-ing" word read as a noun right after a verb that takes one
  // ("avoid", "enjoy", "keep", "stop", "finish", "risk"…), before what it governs, is a verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [verb, next] = [fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "NOUN" || settled.has(token) || !/^\p{Ll}+ing$/u.test(token.value) || verbFrom(token.lower, "ing") === undefined) return;
      if (
        !/^(?:avoid|enjoy|keep|stop|finish|risk|mind|quit|resist|practise|practice|consider|suggest|recommend)$/.test(verb?.lemma ?? "") ||
        verb?.pos !== "VERB"
      )
        return;
      if (!["ADJ", "DET", "NUM", "ADV", "PRON"].includes(next?.pos ?? "")) return;
      token.pos = "VERB";
      settled.add(token);
    });
  // "A blister that bursts should be covered…": "that" after a singular noun, then an "-s" word
  // read as a noun (no "that" stands before a plural) that English has as a verb, before an
  // auxiliary, is the relative clause's verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [noun, word, next] = [fixed[index - 1], fixed[index + 1], fixed[index + 2]];
      if (token.lower !== "that" || noun?.pos !== "NOUN" || noun.lower !== noun.lemma || word?.pos !== "NOUN" || settled.has(word)) return;
      if (!/^\p{Ll}+[^s]s$/u.test(word.value) || word.lower === word.lemma || !isVerb(word.lemma) || next?.pos !== "AUX") return;
      word.pos = "VERB";
      settled.add(word);
    });
  // "…absorbs harmful ultraviolet light.": a word read as an adjective that ends a noun phrase after
  // its verb, which WordNet has mostly as a noun, is that phrase's noun.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, after] = [fixed[index - 1], fixed[index + 1]];
      if (
        token.pos === "ADJ" &&
        before?.pos === "NOUN" &&
        ["ADJ", "DET", "NOUN"].includes(fixed[index - 2]?.pos ?? "") &&
        (after === undefined || after.pos === "PUNCT" || after.pos === "ADP") &&
        fixed.slice(0, index - 1).some((word) => word.pos === "VERB") &&
        /^\p{Ll}+$/u.test(token.value) &&
        isNoun(token.lower) &&
        // (mostly a noun, or a noun WordNet has with the word before: "ultraviolet light")
        (!mostlyAdjective(token.lower) || hasNounEntry(`${before.lower} ${token.lower}`))
      )
        token.pos = "NOUN";
    });
  // "The small claims court deals with disputes…": an "-s" word between an adjective and a noun,
  // then an "-s" word English has as a verb and a preposition: the first is part of the subject,
  // the second its verb (however the tagger read them).
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, noun, misread, preposition] = [fixed[index - 1], fixed[index + 1], fixed[index + 2], fixed[index + 3]];
      if (
        (token.pos === "VERB" || token.pos === "NOUN") &&
        !settled.has(token) &&
        /^\p{Ll}+s$/u.test(token.value) &&
        isNoun(token.lower) &&
        before?.pos === "ADJ" &&
        noun?.pos === "NOUN" &&
        misread?.pos === "NOUN" &&
        /^\p{Ll}+[^s]s$/u.test(misread.value) &&
        verbLike(misread) &&
        preposition?.pos === "ADP"
      ) {
        token.pos = "NOUN";
        misread.pos = "VERB";
        settled.add(token).add(misread);
      }
    });
  // "…before the pain starts, …": after "before", "after" or "once", a noun and an "-s" word English
  // has as a verb ending the clause are its subject and verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      if (!/^(?:before|after|once)$/.test(token.lower) || fixed[index + 1]?.pos !== "DET") return;
      let at = index + 2;
      while (["NOUN", "ADJ"].includes(fixed[at]?.pos ?? "") && !(fixed[at]!.pos === "NOUN" && /[^s]s$/.test(fixed[at]!.lower))) at += 1;
      const [subject, word, next] = [fixed[at - 1], fixed[at], fixed[at + 1]];
      if (
        at > index + 2 &&
        subject?.pos === "NOUN" &&
        (word?.pos === "NOUN" || word?.pos === "VERB") &&
        /^\p{Ll}+[^s]s$/u.test(word.value) &&
        word.lower !== word.lemma &&
        isVerb(word.lemma) &&
        (next === undefined || next.pos === "PUNCT" || next.pos === "CCONJ")
      ) {
        word.pos = "VERB";
        settled.add(word);
      }
    });
  // "Once ice spread far enough, it…": after an opening "Once", "When", "If" or the like, a bare
  // noun read as a verb, then a word read as a noun that is a past English has as a verb, before an
  // adverb, a preposition or an article, are the clause's subject and verb.
  if (lexicon) {
    const [opener, noun, verb, next] = fixed;
    if (
      /^(?:once|when|if|after|before|until|as|while|because|since|unless|although)$/.test(opener?.lower ?? "") &&
      noun?.pos === "VERB" &&
      noun.lower === noun.lemma &&
      isNoun(noun.lower) &&
      verb?.pos === "NOUN" &&
      !settled.has(verb) &&
      (irregularPast.has(verb.lower) || samePast.test(verb.lower) || (/\p{Ll}ed$/u.test(verb.value) && verbFrom(verb.lower, "ed") !== undefined)) &&
      ["ADV", "ADP", "DET"].includes(next?.pos ?? "")
    ) {
      noun.pos = "NOUN";
      verb.pos = "VERB";
      verb.lemma = samePast.test(verb.lower) ? verb.lower : (verbFrom(verb.lower, "ed") ?? verb.lemma);
      settled.add(noun);
      settled.add(verb);
    }
  }
  // "…see flashing lights or zigzag lines before…": after a plural object and "or", a plural before
  // a preposition or the clause's end is a second object, not a verb (however the tagger read it).
  if (lexicon)
    fixed.forEach((token, index) => {
      if (!["VERB", "NOUN"].includes(token.pos) || settled.has(token) || !/^\p{Ll}+[^s]s$/u.test(token.value) || !isNoun(token.lower)) return;
      let at = index - 1;
      while (at > 0 && ["NOUN", "ADJ"].includes(fixed[at]!.pos)) at -= 1;
      const [conjunction, object, next] = [fixed[at], fixed[at - 1], fixed[index + 1]];
      if (at === index - 1 || conjunction?.lower !== "or" || object?.pos !== "NOUN" || !/[^s]s$/.test(object.lower)) return;
      if (next && !["ADP", "PUNCT", "SCONJ"].includes(next.pos)) return;
      if (!fixed.slice(0, at - 1).some((word) => word.pos === "VERB" || word.pos === "AUX")) return;
      token.pos = "NOUN";
      for (const word of fixed.slice(at + 1, index + 1)) settled.add(word);
    });
  let start = 0;
  const clauses: [number, number][] = [];
  fixed.forEach((token, index) => {
    if (clauseBreak(token)) {
      if (index > start) clauses.push([start, index]);
      start = index + 1;
    }
  });
  if (start < fixed.length) clauses.push([start, fixed.length]);
  for (const [from, to] of clauses) {
    // "…languages that use hand shapes, movement and…": a relative clause with no verb opens with it
    // ("Workers…, who drank beer rather than water, …": after "who", a past tense too).
    if (
      lexicon &&
      /^(?:that|which|who)$/.test(fixed[from - 1]?.lower ?? "") &&
      fixed[from]!.pos === "NOUN" &&
      ((fixed[from]!.lower === fixed[from]!.lemma && isVerb(fixed[from]!.lower)) ||
        (fixed[from - 1]!.lower === "who" && irregularPast.has(fixed[from]!.lower))) &&
      ["NOUN", "ADJ"].includes(fixed[from + 1]?.pos ?? "") &&
      !fixed
        .slice(from + 1, to)
        .some((word, offset) => (word.pos === "VERB" || word.pos === "AUX") && !(word.pos === "VERB" && /[^s]s$/.test(word.lower) && offset + from + 2 >= to))
    ) {
      fixed[from]!.pos = "VERB";
      settled.add(fixed[from]!);
    }
    // "…explains why trade benefits both partners": a clause opened by a bare word read as the
    // verb and an "-s" word read as a noun, before its object: the subject, then the verb.
    const [opening, second, third] = [fixed[from], fixed[from + 1], fixed[from + 2]];
    if (
      lexicon &&
      from > 0 &&
      opening?.pos === "VERB" &&
      opening.lower === opening.lemma &&
      isNoun(opening.lower) &&
      second?.pos === "NOUN" &&
      /[^s]s$/.test(second.lower) &&
      second.lower !== second.lemma &&
      isVerb(second.lemma) &&
      third !== undefined &&
      // (or a particle: "…when wind piles up loose sand")
      (["DET", "NOUN", "PRON", "ADJ", "NUM"].includes(third.pos) || /^(?:up|down|out|off|away|back)$/.test(third.lower))
    ) {
      opening.pos = "NOUN";
      second.pos = "VERB";
    }
    // The subject comes before the first verb: a word there that reads as a verb is the clause's
    // own verb, even when a later one follows "and" ("Linear search checks each element … and runs …").
    let firstVerb = to;
    // "Raising the temperature speeds up…": an "-ing" word opening the clause before its object is its subject, not its verb.
    const gerundSubject = (index: number) =>
      index === from &&
      /ing$/.test(fixed[index]!.lower) &&
      ["DET", "NOUN", "ADJ"].includes(fixed[index + 1]?.pos ?? "") &&
      /^\p{Lu}/u.test(fixed[index]!.value);
    for (let index = from; index < to; index += 1) if (isFinite(fixed, index) && !gerundSubject(index) && firstVerb === to) firstVerb = index;
    // "Narwhals dive to depths of over 1,500 metres to hunt…": a sentence that opens with a plural,
    // then a bare word English has as a verb, read as a noun, before a preposition, and has no
    // finite verb else: the bare word is its verb.
    if (
      lexicon &&
      from === 0 &&
      firstVerb === to &&
      /^\p{Lu}\p{Ll}+[^s]s$/u.test(fixed[0]?.value ?? "") &&
      isNoun(fixed[0]!.lower.replace(/s$/, "")) &&
      fixed[1]?.pos === "NOUN" &&
      /^\p{Ll}+[^s]$/u.test(fixed[1].value) &&
      isVerb(fixed[1].lower) &&
      fixed[2]?.pos === "ADP" &&
      !settled.has(fixed[1])
    ) {
      // (The tagger's noun lemma may be another word's: "dive", "diva".)
      fixed[1].pos = "VERB";
      fixed[1].lemma = fixed[1].lower;
      if (fixed[0]!.pos === "PROPN" && !writtenCapitalised(fixed[0]!.value)) fixed[0]!.pos = "NOUN";
      settled.add(fixed[0]!).add(fixed[1]!);
      firstVerb = 1;
    }
    // "…because explaining forces a person to slow down": after "because" (or "that", "since"…), an
    // "-ing" word, then an "-s" word read as a noun before a determiner or a pronoun, where the
    // clause has no verb else: the "-ing" word is the subject and the "-s" word its verb.
    {
      const [doing, misread, object] = [fixed[from], fixed[from + 1], fixed[from + 2]];
      if (
        lexicon &&
        /^(?:because|since|although|while|that|if|when|whereas)$/.test(fixed[from - 1]?.lower ?? "") &&
        firstVerb === from &&
        doing?.pos === "VERB" &&
        /^\p{Ll}+ing$/u.test(doing.value) &&
        misread?.pos === "NOUN" &&
        /^\p{Ll}+[^s]s$/u.test(misread.value) &&
        verbLike(misread) &&
        ["DET", "PRON"].includes(object?.pos ?? "") &&
        !fixed.slice(from + 2, to).some((_word, offset) => isFinite(fixed, from + 2 + offset)) &&
        !settled.has(misread)
      ) {
        misread.pos = "VERB";
        misread.lemma = verbStem(misread);
        settled.add(misread);
      }
    }
    // "…heat and pressure change existing rock", "The left ventricle pumps oxygenated blood": an
    // "-ing" or "-ed" word read as the verb, right after a noun English also has as a verb (its base
    // before "-ing"; its "-s" form before "-ed" and a noun), is an adjective; that word is the verb.
    // "Organisms in the same group share features that…": a plural subject with a phrase after it,
    // a bare word English has as a verb read as a noun, then a plural read as the verb before
    // "that", a determiner, a preposition or the clause's end: the bare word is the verb, the plural its object.
    {
      const opening = fixed[from];
      const at = opening && lexicon && /[^s]s$/.test(opening.lower) && isNoun(opening.lower) ? Math.min(firstVerb, to - 1) - 1 : -1;
      const [bare, misread, following] = [fixed[at], fixed[at + 1], fixed[at + 2]];
      if (
        at > from + 1 &&
        bare &&
        misread &&
        (firstVerb === at + 1 || firstVerb === to) &&
        bare.pos === "NOUN" &&
        bare.lower === bare.lemma &&
        isVerb(bare.lower) &&
        ["NOUN", "VERB"].includes(misread.pos) &&
        /[^s]s$/.test(misread.lower) &&
        isNoun(misread.lower) &&
        (at + 2 >= to || ["PRON", "DET", "ADP"].includes(following?.pos ?? "")) &&
        fixed.slice(from + 1, at).some((word) => word.pos === "ADP")
      ) {
        bare.pos = "VERB";
        misread.pos = "NOUN";
        settled.add(bare).add(misread);
        firstVerb = at;
      }
    }
    // "A cell placed in pure water takes in water": an "-ed" word right after the subject, before a
    // preposition, is a participle when an "-s" word English has as a verb follows a noun later in
    // the clause; that word is the verb.
    {
      const placed = fixed[firstVerb];
      if (
        lexicon &&
        placed &&
        /ed$/.test(placed.lower) &&
        placed.lower !== placed.lemma &&
        fixed[firstVerb - 1]?.pos === "NOUN" &&
        fixed[firstVerb + 1]?.pos === "ADP"
      ) {
        const verbAt = fixed.findIndex(
          (word, at) =>
            at > firstVerb + 2 &&
            at < to &&
            (word.pos === "NOUN" || word.pos === "VERB") &&
            fixed[at - 1]!.pos === "NOUN" &&
            /[^s]s$/.test(word.lower) &&
            word.lower !== word.lemma &&
            isVerb(word.lemma) &&
            ["ADP", "DET", "PRON", "ADV", "NOUN"].includes(fixed[at + 1]?.pos ?? "") &&
            !fixed.slice(firstVerb + 1, at).some((between) => between.pos === "VERB" || between.pos === "AUX"),
        );
        if (verbAt > 0) {
          placed.pos = "ADJ";
          fixed[verbAt]!.pos = "VERB";
          firstVerb = verbAt;
        }
      }
    }
    const participle = fixed[firstVerb];
    const verb = fixed[firstVerb - 1];
    const ing = participle !== undefined && /ing$/.test(participle.lower);
    const ed = participle !== undefined && /ed$/.test(participle.lower) && fixed[firstVerb + 1]?.pos === "NOUN";
    if (
      lexicon &&
      participle &&
      verb &&
      (ing || ed) &&
      firstVerb > (ed ? from + 1 : from) &&
      verb.pos === "NOUN" &&
      (ing ? verb.lower === verb.lemma : /[^s]s$/.test(verb.lower) && verb.lower !== verb.lemma) &&
      isVerb(verb.lemma) &&
      fixed[firstVerb - 2]?.pos === "NOUN"
    ) {
      verb.pos = "VERB";
      participle.pos = "ADJ";
      firstVerb -= 1;
    }
    // (A verb reached only through "being" or a participle such as "a process called…" still
    // leaves the subject's own verb to find.)
    for (let index = from + 1; index < firstVerb; index += 1) {
      const token = fixed[index]!;
      const before = fixed[index - 1]!;
      // What follows, past any adverb ("Plant cells also have…": the verb is "have"; not "how", which opens a clause).
      let next = index + 1;
      while (next < to && fixed[next]!.pos === "ADV" && !/^(?:how|when|where|why)$/.test(fixed[next]!.lower)) next += 1;
      if (next > index + 1 && next < to && (fixed[next]!.pos === "VERB" || fixed[next]!.pos === "AUX")) continue;
      const after = fixed[index + 1];
      // The subject ends in a noun, or in a word the tagger took for an adjective after an article ("A tense shows…").
      // In a clause with no verb at all, a word WordNet has as a noun may end the subject whatever the tagger said ("…when warm fluid rises").
      const subjectEnd =
        ["NOUN", "PROPN"].includes(before.pos) ||
        (before.pos === "ADJ" && fixed[index - 2]?.pos === "DET") ||
        (lexicon && before.pos === "ADJ" && firstVerb === to && /^\p{Ll}+$/u.test(before.value) && isNoun(before.lower));
      if (token.pos !== "NOUN" || settled.has(token) || !/^\p{Ll}+$/u.test(token.value) || !subjectEnd || !verbLike(token)) continue;
      const thirdPerson = token.lower.endsWith("s") && token.lower !== token.lemma;
      const pluralSubject =
        ((before.lower.endsWith("s") && !before.lower.endsWith("ss") && (before.lower !== before.lemma.toLowerCase() || before.pos === "PROPN")) ||
          irregularPlurals.has(before.lower)) &&
        token.lower === token.lemma;
      const objectFollows =
        !after ||
        followsVerb.has(after.pos) ||
        (after.pos === "ADP" && after.lower !== "of") ||
        index + 1 === to ||
        (after.pos === "VERB" && /ing$/.test(after.lower));
      // "a wave changes speed", "The water cycle moves water", "A transaction groups several changes":
      // a subject noun phrase from a determiner (or the clause's start), then the verb and its object.
      let start = index - 1;
      while (start > from && ["NOUN", "ADJ", "PROPN"].includes(fixed[start - 1]!.pos)) start -= 1;
      const subjectPhrase = start === from || ["DET", "NUM"].includes(fixed[start - 1]?.pos ?? "");
      const bareVerbAfter = after?.pos === "VERB" && after.lower === after.lemma;
      const afterDeterminer = thirdPerson && subjectPhrase && (after?.pos === "NOUN" || after?.pos === "ADJ" || bareVerbAfter);
      // "Convection currents in the mantle drive the movement…": a bare verb between a noun and its object.
      const bareBeforeObject =
        lexicon &&
        token.lower === token.lemma &&
        after?.pos === "DET" &&
        fixed.slice(from, index).some((word) => word.pos === "NOUN" && /[^s]s$/.test(word.lower));
      // "Farmers plant cover crops": after a plural subject, a bare verb then a bare word read as the verb before a noun: verb, then a compound.
      const compoundAfter =
        lexicon &&
        pluralSubject &&
        after?.pos === "VERB" &&
        after.lower === after.lemma &&
        isNoun(after.lower) &&
        fixed[index + 2]?.pos === "NOUN" &&
        !settled.has(after);
      // "The fire spread quickly…": in a clause with no verb at all, a bare word English has as a verb
      // after the subject, before an adverb, a preposition or an object, is its verb (a past tense like its base;
      // "…because printing spread standard spellings after William Caxton set up…": an object may open
      // with an adjective, and a verb after "after", "before", "until" or "since" and a new subject is another clause's).
      const bareOnlyVerb =
        lexicon &&
        (firstVerb === to ||
          fixed
            .slice(index + 1, firstVerb)
            .some((word, at) => laterClause.test(word.lower) && ["DET", "PROPN", "PRON"].includes(fixed[index + 2 + at]?.pos ?? ""))) &&
        token.lower === token.lemma &&
        (isVerb(token.lower) || irregularPast.has(token.lower)) &&
        after !== undefined &&
        (["ADV", "DET", "PRON"].includes(after.pos) ||
          (after.pos === "ADP" && after.lower !== "of") ||
          (after.pos === "ADJ" && fixed[index + 2]?.pos === "NOUN" && index + 3 <= to && !["NOUN", "ADJ"].includes(fixed[index + 3]?.pos ?? "")));
      if (
        (thirdPerson && objectFollows) ||
        bareOnlyVerb ||
        afterDeterminer ||
        bareBeforeObject ||
        compoundAfter ||
        (pluralSubject &&
          (objectFollows ||
            after?.pos === "NOUN" ||
            (after?.pos === "ADJ" && fixed[index + 2]?.pos === "NOUN") ||
            (after?.pos === "PROPN" && /^\p{Lu}/u.test(after.value))))
      ) {
        // "The most common form links letters or numbers to colours": an "-s" verb does not agree
        // with a plural right before it; that plural, after a singular noun, is the verb (a word
        // English has as one) and the "-s" word, a plural noun, its object.
        const singularBefore = fixed[index - 2];
        if (
          lexicon &&
          thirdPerson &&
          index - 1 > from &&
          !settled.has(before) &&
          before.pos === "NOUN" &&
          /^\p{Ll}+[^s]s$/u.test(before.value) &&
          before.lower !== before.lemma &&
          singularBefore?.pos === "NOUN" &&
          singularBefore.lower === singularBefore.lemma &&
          isVerb(verbStem(before)) &&
          isNoun(token.lemma)
        ) {
          before.pos = "VERB";
          before.lemma = verbStem(before);
          settled.add(before).add(token);
          break;
        }
        token.pos = "VERB";
        if ((afterDeterminer || compoundAfter) && after?.pos === "VERB") after.pos = "NOUN";
        break;
      }
    }
    // "Every device … has an IP address.": a clause with a verb already has no second one right
    // after a noun at its end (not after "let", "make" or "help" and their object).
    if (lexicon) {
      const verbs = fixed.slice(from, to).filter((_, offset) => isFinite(fixed, from + offset) && !gerundSubject(from + offset));
      for (let index = from + 2; index < to; index += 1) {
        const token = fixed[index]!;
        const next = fixed[index + 1];
        if (
          token.pos === "VERB" &&
          !settled.has(token) &&
          /^\p{Ll}+$/u.test(token.value) &&
          verbs.length > 1 &&
          verbs[0] !== token &&
          !verbs.some((verb) => /^(?:let|make|help|see|hear|watch)$/.test(verb.lemma)) &&
          // (Not a verb of a clause that "after", "before", "until" or "since" opens after the first: "…spread standard spellings after William Caxton set up…".)
          !fixed.slice(fixed.indexOf(verbs[0]!) + 1, index).some((word) => laterClause.test(word.lower)) &&
          ["NOUN", "PROPN"].includes(fixed[index - 1]!.pos) &&
          (next === undefined || index + 1 === to || next.pos === "PUNCT" || (next.pos === "ADP" && next.lower !== "to")) &&
          isNoun(token.lower)
        )
          token.pos = "NOUN";
      }
    }
    // "lets a computer use disk space", "Levers let a small force move a large load", "helped
    // scientists share…": after "let", "make" or "help" and its object (an article and adjectives
    // before a noun, or a bare plural), a bare word is a verb.
    for (let index = from + 2; index < to; index += 1) {
      const token = fixed[index]!;
      const object = fixed[index - 1]!;
      if (token.pos !== "NOUN" || token.lower !== token.lemma || object.pos !== "NOUN") continue;
      let article = index - 2;
      while (article > from && fixed[article]!.pos === "ADJ") article -= 1;
      const verb = fixed[article]!.pos === "DET" ? fixed[article - 1] : object.lower !== object.lemma ? fixed[index - 2] : undefined;
      if (causing.test(verb?.lemma ?? "")) {
        token.pos = "VERB";
        continue;
      }
      // ("The riots made many in authority fear the London crowd": so is one after an object with a
      // phrase after a preposition, where English has it as a verb and it has an object of its own.)
      let at = index - 1;
      while (at > from && ["DET", "ADJ", "NOUN", "PROPN", "NUM", "ADP"].includes(fixed[at]!.pos) && index - at <= 5) at -= 1;
      const next = fixed[index + 1];
      if (
        lexicon &&
        fixed[at]!.pos === "VERB" &&
        causing.test(fixed[at]!.lemma) &&
        at < index - 2 &&
        fixed.slice(at + 1, index).some((word) => word.pos === "ADP") &&
        isVerb(token.lower) &&
        ["DET", "PRON"].includes(next?.pos ?? "") &&
        next!.lower !== "that"
      )
        token.pos = "VERB";
    }
    // "…to make bread rise.": after "make", "let" or "help" and a bare noun, a bare word English has as a verb ending the clause is that verb.
    for (let index = from + 2; index < to; index += 1) {
      const token = fixed[index]!;
      if (
        lexicon &&
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        fixed[index - 1]!.pos === "NOUN" &&
        causing.test(fixed[index - 2]!.lemma) &&
        fixed[index - 2]!.pos === "VERB" &&
        (index + 1 === to || fixed[index + 1]!.pos === "PUNCT")
      )
        token.pos = "VERB";
    }
    // "…water and move thousands of kilometres": after "and", a bare word with an object, when
    // the clause before had a verb, is a second verb of the same subject.
    const token = fixed[from]!;
    const after = fixed[from + 1];
    const previous = clauses[clauses.findIndex((clause) => clause[0] === from) - 1];
    const previousHadVerb = previous !== undefined && fixed.slice(previous[0], previous[1]).some((_, offset) => isFinite(fixed, previous[0] + offset));
    // "…takes in water and swells.": after "and", a lone "-s" word English has as a verb ends the clause as its second verb.
    if (
      lexicon &&
      fixed[from - 1]?.pos === "CCONJ" &&
      previousHadVerb &&
      // (alone before the sentence's end, or before its object: "…and swaps them if…")
      ((to - from === 1 && to === fixed.length - 1 && fixed[to]!.pos === "PUNCT") || ["PRON", "DET"].includes(after?.pos ?? "")) &&
      fixed.slice(previous[0], previous[1]).some((word) => word.pos === "VERB" && /[^s]s$/.test(word.lower) && word.lower !== word.lemma) &&
      token.pos === "NOUN" &&
      /[^s]s$/.test(token.lower) &&
      token.lower !== token.lemma &&
      isVerb(token.lemma)
    )
      token.pos = "VERB";
    if (
      fixed[from - 1]?.pos === "CCONJ" &&
      previousHadVerb &&
      token.pos === "NOUN" &&
      !settled.has(token) &&
      token.lower === token.lemma &&
      // (a word English has as a verb: not "…dissolved calcium and magnesium ions")
      verbLike(token) &&
      after !== undefined &&
      (after.pos === "NUM" ||
        after.pos === "DET" ||
        after.pos === "PRON" ||
        (after.pos === "NOUN" && after.lower !== after.lemma) ||
        // "…hold water but drain slowly": a verb English has, with an adverb after it.
        (lexicon && after.pos === "ADV" && /ly$/.test(after.lower) && isVerb(token.lemma)))
    )
      token.pos = "VERB";
    // "…and cool fluid sinks": a clause opened by an adjective the tagger read as its verb, then a
    // noun and an "-s" word English has as a verb at its end: adjective, subject, verb.
    if (
      lexicon &&
      token.pos === "VERB" &&
      isAdjective(token.lower) &&
      to - from === 3 &&
      /^\p{Ll}+$/u.test(fixed[from + 1]!.value) &&
      isNoun(fixed[from + 1]!.lower) &&
      /[^s]s$/.test(fixed[to - 1]!.lower) &&
      fixed[to - 1]!.pos === "NOUN" &&
      isVerb(fixed[to - 1]!.lower.replace(/e?s$/, ""))
    ) {
      token.pos = "ADJ";
      fixed[from + 1]!.pos = "NOUN";
      fixed[to - 1]!.pos = "VERB";
    }
    // "…antibodies that bind to specific antigens": a relative clause opens with its verb.
    if (
      lexicon &&
      /^(?:that|which|who)$/.test(fixed[from - 1]?.lower ?? "") &&
      token.pos === "NOUN" &&
      isVerb(token.lemma) &&
      after !== undefined &&
      ["ADP", "DET", "PRON", "PART", "ADV"].includes(after.pos)
    )
      token.pos = "VERB";
  }
  // "Car brakes use friction…", "…because copper compounds break down at…": a clause's opening
  // noun, then a plural read as the verb and a bare verb read as a noun before its object (or the
  // particle of a verb WordNet has, "break down"): the two nouns are the subject, the bare verb its
  // verb; and so after the comma that closes an opening clause ("Because little heat is lost…,
  // induction hobs waste less energy…"). (Last: the rules above read the plural as the verb first.)
  const afterOpening = /^(?:because|when|if|as|although|though|while|since|once|unless|after|before)$/.test(fixed[0]?.lower ?? "")
    ? fixed.findIndex((token) => token.value === ",") + 1
    : 0;
  for (const start of [0, ...(afterOpening > 0 ? [afterOpening] : []), ...fixed.flatMap((token, index) => (token.pos === "SCONJ" ? [index + 1] : []))]) {
    const [first, second, third, fourth] = fixed.slice(start, start + 4);
    if (
      lexicon &&
      first?.pos === "NOUN" &&
      (start > 0 || /^\p{Lu}\p{Ll}/u.test(first.value)) &&
      second?.pos === "VERB" &&
      /[^s]s$/.test(second.lower) &&
      isNoun(second.lower) &&
      third?.pos === "NOUN" &&
      third.lower === third.lemma &&
      isVerb(third.lower) &&
      (["NOUN", "DET", "ADJ", "PRON"].includes(fourth?.pos ?? "") || (fourth?.pos === "ADP" && isVerb(`${third.lower}_${fourth.lower}`)))
    ) {
      second.pos = "NOUN";
      third.pos = "VERB";
    }
  }
  // "…when air near the ground cools until…", "…when blood sugar falls": a clause that opens with a
  // conjunction and has no verb (a bare noun read as one at its start is its subject), whose last
  // plural-looking noun is a verb English has, after a singular noun: that word is its verb.
  const conjunction = /^(?:when|if|as|because|until|while|once|unless|where)$/;
  if (lexicon)
    fixed.forEach((token, index) => {
      const soThat = token.lower === "that" && fixed[index - 1]?.lower === "so";
      if (!soThat && (!conjunction.test(token.lower) || !["SCONJ", "ADV", "ADP"].includes(token.pos))) return;
      let end = index + 1;
      while (end < fixed.length && !["PUNCT", "CCONJ", "SCONJ"].includes(fixed[end]!.pos) && !conjunction.test(fixed[end]!.lower)) end += 1;
      const clause = fixed.slice(index + 1, end);
      const first = clause[0];
      const subjectRead = first?.pos === "VERB" && first.lower === first.lemma && isNoun(first.lower) && ["NOUN", "ADP"].includes(clause[1]?.pos ?? "");
      // ("…because moving air pushes on…": an "-ing" word before its noun describes it.)
      const describing = (word: Token, at: number) => /ing$/.test(word.lower) && ["NOUN", "ADJ"].includes(clause[at + 1]?.pos ?? "");
      if (clause.some((word, at) => ["VERB", "AUX"].includes(word.pos) && !(at === 0 && subjectRead) && !describing(word, at))) return;
      const verbAt = clause.findIndex((word, at) => {
        const noun = clause[at - 1];
        return (
          at > 0 &&
          word.pos === "NOUN" &&
          /^\p{Ll}+[^s]s$/u.test(word.value) &&
          (isVerb(word.lower.replace(/s$/, "")) || (/(?:sh|ch|x|ss)es$/.test(word.lower) && isVerb(word.lower.replace(/es$/, "")))) &&
          ((noun?.pos === "NOUN" && noun.lower === noun.lemma && !irregularPlurals.has(noun.lower)) || (at === 1 && subjectRead)) &&
          ["ADP", "DET", "ADV", "PRON", undefined].includes(clause[at + 1]?.pos)
        );
      });
      if (verbAt > 0) {
        clause[verbAt]!.pos = "VERB";
        if (subjectRead) first.pos = "NOUN";
      }
    });
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, next] = [fixed[index - 1], fixed[index + 1]];
      // "…receive a fine and penalty points on their licence": after the clause's verb, a plural read
      // as a verb after "and" and a noun is the second object's noun.
      if (
        pluralReadAsVerb(token) &&
        before?.pos === "NOUN" &&
        before.lower === before.lemma &&
        fixed[index - 2]?.pos === "CCONJ" &&
        ["NOUN", "ADJ"].includes(fixed[index - 3]?.pos ?? "") &&
        fixed.slice(0, index - 3).some((earlier) => earlier.pos === "VERB") &&
        ["ADP", "PUNCT"].includes(next?.pos ?? "")
      )
        token.pos = "NOUN";
      // "…on 24 July, landing in the Pacific Ocean": after a comma, an "-ing" word before a preposition
      // opens a clause of its own (when the sentence has its verb already); "…reflect sound well,":
      // "well" after a noun, before a comma, is an adverb.
      if (
        token.pos === "NOUN" &&
        /^\p{Ll}+ing$/u.test(token.value) &&
        before?.value === "," &&
        next?.pos === "ADP" &&
        verbFrom(token.lower, "ing") !== undefined &&
        fixed.slice(0, index - 1).some((earlier) => earlier.pos === "VERB")
      )
        token.pos = "VERB";
      if (token.lower === "well" && token.pos === "NOUN" && before?.pos === "NOUN" && (next === undefined || next.pos === "PUNCT")) token.pos = "ADV";
      // "…make cakes and bread rise.": the same after "make" and nouns joined by "and" (which the
      // clause-by-clause rule above cannot see past).
      let causer = index - 2;
      while (causer > 1 && fixed[causer]!.lower === "and" && fixed[causer - 1]!.pos === "NOUN") causer -= 2;
      if (
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        before?.pos === "NOUN" &&
        causer < index - 2 &&
        fixed[causer]!.pos === "VERB" &&
        causing.test(fixed[causer]!.lemma) &&
        (next === undefined || next.pos === "PUNCT")
      )
        token.pos = "VERB";
      // "…which helped him return to power": after "let", "make" or "help" and a pronoun it acts on, a
      // bare word read as a noun that English has as a verb is the verb they cause.
      if (
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        /^\p{Ll}+$/u.test(token.value) &&
        isVerb(token.lower) &&
        /^(?:him|her|them|us|me|you)$/.test(before?.lower ?? "") &&
        fixed[index - 2]?.pos === "VERB" &&
        causing.test(fixed[index - 2]!.lemma) &&
        !["NOUN", "ADJ"].includes(next?.pos ?? "")
      )
        token.pos = "VERB";
      // "Expert witnesses, such as doctors…": what examples follow is a noun.
      if (
        token.pos === "VERB" &&
        /^\p{Ll}+s$/u.test(token.value) &&
        isNoun(token.lower) &&
        next?.value === "," &&
        fixed[index + 2]?.lower === "such" &&
        fixed[index + 3]?.lower === "as"
      )
        token.pos = "NOUN";
      // "…acts as an oxidising agent", "…overshoots its carrying capacity": between an article (or an
      // owner's word, not "her", which may be whom a verb acts on) and its noun, an "-ing" word describes the noun.
      if (
        token.pos === "VERB" &&
        /^\p{Ll}{3,}ing$/u.test(token.value) &&
        /^(?:a|an|the|its|their|his|our|your|my)$/.test(before?.lower ?? "") &&
        next?.pos === "NOUN"
      )
        token.pos = "ADJ";
      // "…the hardest colour to produce": after an article and a superlative, a noun, not a verb.
      if (
        token.pos === "VERB" &&
        isNoun(token.lower) &&
        /^\p{Ll}+est$/u.test(before?.value ?? "") &&
        adjectiveFrom(before!.lower) !== undefined &&
        /^(?:the|its|their)$/.test(fixed[index - 2]?.lower ?? "")
      )
        token.pos = "NOUN";
      // "…can also push up house prices and damage fragile environments": after "and", a bare word
      // English has as a verb, straight before an adjective and its noun, is a second verb of the
      // modal's (a noun is not followed by another noun phrase).
      if (
        token.pos === "NOUN" &&
        before?.pos === "CCONJ" &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        next?.pos === "ADJ" &&
        fixed[index + 2]?.pos === "NOUN" &&
        fixed.slice(0, index - 1).some((earlier, at) => earlier.pos === "AUX" && modalVerb.test(earlier.lower) && fixed[at + 1]?.pos !== "NOUN")
      )
        token.pos = "VERB";
      // "…reduces the energy lost as heat": a past participle after its noun, before a
      // preposition, is a verb, not part of a term.
      if (
        token.pos === "NOUN" &&
        before?.pos === "NOUN" &&
        next?.pos === "ADP" &&
        (irregularPast.has(token.lower) || (/^\p{Ll}{3,}ed$/u.test(token.value) && !isNoun(token.lower) && verbFrom(token.lower, "ed") !== undefined))
      )
        token.pos = "VERB";
      // "…trapped British and French troops": a nationality before "and" and another adjective describes the noun after them.
      if (token.pos === "PROPN" && isAdjective(token.lower) && next?.pos === "CCONJ" && fixed[index + 2]?.pos === "ADJ" && fixed[index + 3]?.pos === "NOUN")
        token.pos = "ADJ";
      // "Some bristlecone pines in California are…": a plural read as a verb after a noun, before a
      // preposition, with the clause's verb still to come, ends the subject.
      const place = fixed[index + 2]?.pos === "DET" ? index + 3 : index + 2;
      if (
        token.pos === "VERB" &&
        /^\p{Ll}+[^s]s$/u.test(token.value) &&
        isNoun(token.lower) &&
        before?.pos === "NOUN" &&
        next?.pos === "ADP" &&
        ["NOUN", "PROPN"].includes(fixed[place]?.pos ?? "") &&
        /^(?:are|were|have|can|will|may|must)$/.test(fixed[place + 1]?.lower ?? "")
      )
        token.pos = "NOUN";
      // "…anyone can read, change and share": after a modal's verb, the list's bare words are verbs too.
      if (
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        (before?.value === "," || before?.pos === "CCONJ") &&
        fixed.slice(Math.max(0, index - 5), index).some((word, offset, all) => word.pos === "VERB" && modalVerb.test(all[offset - 1]?.lower ?? ""))
      )
        token.pos = "VERB";
      // "Most people with epilepsy control their seizures…", "Substances that dissolve well in the
      // solvent travel further…": in a clause with no verb of its own yet (one in a relative
      // clause does not count), a bare word English has as a verb, after a noun, before a
      // possessive or an adverb, is the clause's verb.
      // ("Insects that walk on water use the effect to climb…": before an article too, after a
      // relative clause with a verb of its own, where WordNet makes no compound of the two nouns.)
      const article = /^(?:the|a|an)$/.test(next?.lower ?? "") && before !== undefined && !knowsPhrase(`${before.lower} ${token.lower}`);
      if (
        token.pos === "NOUN" &&
        !settled.has(token) &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        ["NOUN", "ADJ"].includes(before?.pos ?? "") &&
        (/^(?:their|its|his|her|our|your)$/.test(next?.lower ?? "") ||
          next?.pos === "ADV" ||
          /^(?:further|faster|slower|more|less)$/.test(next?.lower ?? "") ||
          article)
      ) {
        let start = index;
        while (start > 0 && !["PUNCT", "SCONJ", "CCONJ"].includes(fixed[start - 1]!.pos)) start -= 1;
        const relative = fixed.slice(start, index).findIndex((word) => /^(?:that|which|who)$/.test(word.lower));
        const verbs = fixed.slice(start, relative >= 0 ? start + relative : index).some((word) => word.pos === "VERB" || word.pos === "AUX");
        const relativeVerb = relative >= 0 && fixed.slice(start + relative + 1, index).some((word) => word.pos === "VERB");
        if (!verbs && (!article || relativeVerb)) token.pos = "VERB";
      }
    });
  // (Last, over what the rules above made of the clause.)
  if (lexicon) {
    // "Wind blows sand grains up the slope": an opening singular noun, an "-s" word English has as a
    // verb read as a noun, then a bare noun read as the verb before a plural: the "-s" word is the
    // verb and the bare one a noun of its object (where the clause has no other verb). "Precipitation
    // returns water to the surface…": the same before a preposition or an article, after a noun of a
    // process or a state ("-tion", "-ness", "-ity") that makes no compound with the "-s" word.
    const [subject, third, bare] = [fixed[0], fixed[1], fixed[2]];
    let end = 3;
    while (end < fixed.length && !clauseBreak(fixed[end]!)) end += 1;
    const pluralObject = fixed[3]?.pos === "NOUN" && fixed[3].lower !== fixed[3].lemma && ["ADP", "PUNCT"].includes(fixed[4]?.pos ?? "PUNCT");
    const processObject =
      /(?:tion|sion|ness|ity)$/.test(subject?.lower ?? "") &&
      ["ADP", "DET"].includes(fixed[3]?.pos ?? "") &&
      third !== undefined &&
      !knowsPhrase(`${subject!.lower} ${third.lemma}`);
    if (
      subject !== undefined &&
      third !== undefined &&
      bare !== undefined &&
      /^\p{Lu}\p{Ll}+$/u.test(subject.value) &&
      !/s$/.test(subject.lower) &&
      isNoun(subject.lower) &&
      third.pos === "NOUN" &&
      /^\p{Ll}+[^s]s$/u.test(third.value) &&
      verbLike(third) &&
      bare.pos === "VERB" &&
      bare.lower === bare.lemma &&
      !/^(?:have|do|be)$/.test(bare.lower) &&
      isNoun(bare.lower) &&
      (pluralObject || processObject) &&
      !fixed.slice(3, end).some((token) => token.pos === "VERB" || token.pos === "AUX")
    ) {
      third.pos = "VERB";
      bare.pos = "NOUN";
      settled.add(third).add(bare);
      if (pluralObject) {
        fixed[3]!.pos = "NOUN";
        settled.add(fixed[3]!);
      }
    }
    // "Unlike land plants, seaweeds…": in an opening phrase after a preposition, the last word before
    // the comma, read as a verb, is the phrase's noun. (Not where an article after a noun opens a
    // second phrase, the clause's subject: "At night the pattern reverses, because…".)
    const comma = fixed.findIndex((token) => token.value === ",");
    const last = fixed[comma - 1];
    const phrase = fixed.slice(1, comma - 1);
    if (
      fixed[0]?.pos === "ADP" &&
      comma > 2 &&
      last !== undefined &&
      last.pos === "VERB" &&
      !settled.has(last) &&
      isNoun(last.lower) &&
      phrase.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) &&
      !phrase.some((token, at) => token.pos === "DET" && ["NOUN", "PROPN"].includes(phrase[at - 1]?.pos ?? ""))
    ) {
      last.pos = "NOUN";
      settled.add(last);
    }
    // "Fruit bats, which are larger, rely on…": an opening noun, an "-s" word read as its verb, then
    // a relative clause and a bare verb after it: the "-s" word is the plural the bare verb agrees
    // with, and the opening word a noun in front of it.
    const [opening, plural, pause, relative] = [fixed[0], fixed[1], fixed[2], fixed[3]];
    if (
      opening !== undefined &&
      plural !== undefined &&
      /^\p{Lu}\p{Ll}+$/u.test(opening.value) &&
      !opening.named &&
      ["NOUN", "PROPN"].includes(opening.pos) &&
      isNoun(opening.lower) &&
      plural.pos === "VERB" &&
      /^\p{Ll}+[^s]s$/u.test(plural.value) &&
      isNoun(plural.lower) &&
      pause?.value === "," &&
      /^(?:which|who|that)$/.test(relative?.lower ?? "")
    ) {
      const close = fixed.findIndex((token, at) => at > 3 && token.value === ",");
      const verb = fixed[close + (fixed[close + 1]?.pos === "ADV" ? 2 : 1)];
      if (close > 3 && verb?.pos === "VERB" && verb.lower === verb.lemma && !/s$/.test(verb.lower)) {
        opening.pos = "NOUN";
        plural.pos = "NOUN";
        settled.add(opening).add(plural);
      }
    }
    // "Soap bubbles show colours", "Hot springs are common": an opening word and an "-s" word WordNet
    // has together as a noun are that noun, and a bare word after them that English has as a verb
    // is its verb. "Photosynthesis takes place", "Rainwater soaks down through…": otherwise an "-s"
    // word before "place" or a particle, where WordNet has the two as a verb, is the verb.
    // ("Stiff tail feathers act as a prop…": the same after an opening adjective.)
    const described =
      opening !== undefined && /^\p{Lu}\p{Ll}+$/u.test(opening.value) && !opening.named && mostlyAdjective(opening.lower) && !writtenCapitalised(opening.value);
    const shifted = described && /^\p{Ll}+$/u.test(fixed[1]?.value ?? "") && !knowsPhrase(`${opening.lower} ${fixed[1]!.lemma}`);
    const [front, second, following] = shifted ? [fixed[1], fixed[2], fixed[3]] : [opening, fixed[1], fixed[2]];
    if (
      front !== undefined &&
      second !== undefined &&
      (front === opening ? /^\p{Lu}\p{Ll}+$/u.test(front.value) : true) &&
      !front.named &&
      // (Not a preposition the tagger read as one: "In times of very high inflation, workers…".)
      front.pos !== "ADP" &&
      /^\p{Ll}+[^s]s$/u.test(second.value) &&
      ["NOUN", "VERB"].includes(second.pos)
    ) {
      if (knowsPhrase(`${front.lower} ${second.lemma}`) && isNoun(second.lower)) {
        if (front !== opening) {
          opening!.pos = "ADJ";
          settled.add(opening!);
        }
        front.pos = isNoun(front.lower) ? "NOUN" : "ADJ";
        second.pos = "NOUN";
        settled.add(front).add(second);
        if (
          following !== undefined &&
          following.pos === "NOUN" &&
          following.lower === following.lemma &&
          isVerb(following.lower) &&
          !/s$/.test(following.lower)
        ) {
          following.pos = "VERB";
          settled.add(following);
        }
      } else if (
        second.pos === "NOUN" &&
        following !== undefined &&
        isVerb(second.lemma) &&
        (/^(?:down|up|out|off|away|back|over|through)$/.test(following.lower) || isVerb(`${second.lemma}_${following.lower}`))
      ) {
        second.pos = "VERB";
        following.pos = following.lower === "place" ? "NOUN" : "ADP";
        settled.add(second).add(following);
      }
    }
    // "…because of their plump bodies": after a possessive, an "-s" word read as a verb that WordNet
    // has as a noun is a plural noun, and a word before it WordNet has mainly as an adjective describes it.
    fixed.forEach((token, at) => {
      const owner = fixed[at - 1]?.pos === "PRON" && /^(?:their|its|his|her|our|your|my)$/.test(fixed[at - 1]!.lower) ? at - 1 : at - 2;
      if (!pluralReadAsVerb(token) || settled.has(token)) return;
      if (!/^(?:their|its|his|her|our|your|my)$/.test(fixed[owner]?.lower ?? "")) return;
      const describing = owner === at - 2 ? fixed[at - 1]! : undefined;
      // (Not "their home dries out": "home" is a noun first.)
      if (describing && !mostlyAdjective(describing.lower) && !(isAdjective(describing.lower) && senseCount(describing.lower) <= 1)) return;
      token.pos = "NOUN";
      if (describing) describing.pos = "ADJ";
      settled.add(token);
    });
    // "…so the padding of the ear cups blocks those instead": after a noun, an "-s" word read as a
    // verb, then an "-s" word read as a noun that English has as a verb, before its object: the
    // first is the plural noun, the second the verb.
    fixed.forEach((token, at) => {
      const [noun, verb, object] = [fixed[at - 1], fixed[at + 1], fixed[at + 2]];
      if (token.pos !== "VERB" || settled.has(token) || noun?.pos !== "NOUN" || !/^\p{Ll}+[^s]s$/u.test(token.value) || !isNoun(token.lower)) return;
      if (verb?.pos !== "NOUN" || settled.has(verb) || !/^\p{Ll}+[^s]s$/u.test(verb.value) || !isVerb(verb.lemma)) return;
      if (!["DET", "PRON"].includes(object?.pos ?? "")) return;
      token.pos = "NOUN";
      verb.pos = "VERB";
      settled.add(token).add(verb);
    });
    // "A hand warmer can stay warm…": after a noun, an "-er" word read as a comparative before a verb
    // is the noun the first one describes, where WordNet has it as one.
    fixed.forEach((token, at) => {
      const [noun, verb] = [fixed[at - 1], fixed[at + 1]];
      if (token.pos !== "ADJ" || settled.has(token) || !/^\p{Ll}+er$/u.test(token.value) || !isNoun(token.lower)) return;
      if (noun?.pos === "NOUN" && ["AUX", "VERB"].includes(verb?.pos ?? "") && ["DET", "ADJ", "PROPN"].includes(fixed[at - 2]?.pos ?? "DET"))
        token.pos = "NOUN";
    });
    // "…a solution of sodium acetate that releases heat when…": after a noun and "that", an "-s" word
    // read as a noun before a bare word read as a verb is the relative clause's verb, and the bare word its object.
    // (Or after "one": "An independent central bank is one that sets interest rates…".)
    fixed.forEach((token, at) => {
      const [noun, verb, object] = [fixed[at - 1], fixed[at + 1], fixed[at + 2]];
      if (
        token.lower !== "that" ||
        (noun?.pos !== "NOUN" && noun?.lower !== "one") ||
        verb?.pos !== "NOUN" ||
        settled.has(verb) ||
        !/^\p{Ll}+[^s]s$/u.test(verb.value)
      )
        return;
      if (object?.pos !== "VERB" || object.lower !== object.lemma || !isNoun(object.lower) || !isVerb(verb.lemma)) return;
      token.pos = "PRON";
      verb.pos = "VERB";
      object.pos = "NOUN";
      settled.add(verb).add(object);
    });
    // "Airlines practise price discrimination when…": an opening plural, then a bare word read as a
    // noun that English has as a verb, before a noun, in a clause with no verb, is its verb.
    const [openingPlural, bareVerb] = [fixed[0], fixed[1]];
    if (
      openingPlural !== undefined &&
      bareVerb !== undefined &&
      /^\p{Lu}\p{Ll}+[^s]s$/u.test(openingPlural.value) &&
      bareVerb.pos === "NOUN" &&
      !settled.has(bareVerb) &&
      /^\p{Ll}+$/u.test(bareVerb.value) &&
      !/s$/.test(bareVerb.value) &&
      isVerb(bareVerb.lower) &&
      !knowsPhrase(`${openingPlural.lower} ${bareVerb.lower}`) &&
      ["NOUN", "ADJ", "DET"].includes(fixed[2]?.pos ?? "")
    ) {
      const end = fixed.findIndex((word, index) => index > 1 && clauseBreak(word));
      if (!fixed.slice(2, end < 0 ? fixed.length : end).some((word) => word.pos === "VERB" || word.pos === "AUX")) {
        bareVerb.pos = "VERB";
        settled.add(bareVerb);
      }
    }
    // "Noise-cancelling headphones reduce…", "a hand-operated device": an "-ing" or "-ed" word joined
    // by a hyphen to the word before describes what follows; it is no verb.
    fixed.forEach((token, at) => {
      const hyphen = fixed[at - 1];
      if (!["VERB", "ADJ"].includes(token.pos) || settled.has(token) || !/^\p{Ll}+(?:ing|ed)$/u.test(token.value)) return;
      // (A token's "space" is what comes before it: none before the hyphen, none after it.)
      if (hyphen?.value !== "-" || hyphen.space !== "" || token.space !== "" || !/^\p{L}+$/u.test(fixed[at - 2]?.value ?? "")) return;
      token.pos = "ADJ";
      // ("Clot-busting drugs work best…": the clause's verb is then the bare word after the plural it describes.)
      const [noun, verb] = [fixed[at + 1], fixed[at + 2]];
      const clause = fixed.slice(at + 1).findIndex((word) => clauseBreak(word));
      const rest = clause < 0 ? fixed.slice(at + 1) : fixed.slice(at + 1, at + 1 + clause);
      // ("Many disease-causing bacteria use quorum sensing to delay…": an irregular plural too; an
      // "-ing" word right after a noun names a thing with it, and one after "to" is no verb of the clause.)
      if (
        noun?.pos === "NOUN" &&
        (/[^s]s$/.test(noun.lower) || irregularPlurals.has(noun.lower)) &&
        verb?.pos === "NOUN" &&
        verb.lower === verb.lemma &&
        isVerb(verb.lower) &&
        !rest.some(
          (word, index) =>
            word.pos === "AUX" || (word.pos === "VERB" && rest[index - 1]?.lower !== "to" && !(/ing$/.test(word.lower) && rest[index - 1]?.pos === "NOUN")),
        )
      ) {
        verb.pos = "VERB";
        settled.add(verb);
      }
    });
    // "…because enzymes are themselves chiral.": a bare word WordNet does not know, with an adjective's
    // ending, right after "be" (past an adverb or "themselves") and before the clause's end, is an adjective.
    fixed.forEach((token, at) => {
      if (token.pos !== "NOUN" || settled.has(token) || !/^\p{Ll}{2,}(?:al|ic|ous|ive|ible|able)$/u.test(token.value)) return;
      if (isNoun(token.lower) || isAdjective(token.lower) || isVerb(token.lower)) return;
      let be = at - 1;
      while (be > 0 && (fixed[be]!.pos === "ADV" || /^(?:itself|themselves)$/.test(fixed[be]!.lower))) be -= 1;
      const after = fixed[at + 1];
      if (fixed[be]?.pos === "AUX" && fixed[be]!.lemma === "be" && (after === undefined || after.pos === "PUNCT" || after.pos === "CCONJ")) token.pos = "ADJ";
    });
    // "…drink beer, wine or cider…": between a noun and its comma and "or" or "and" before another
    // noun, a bare word read as a verb is a noun of the list, where WordNet has it as one.
    fixed.forEach((token, at) => {
      const [comma, noun, joining, after] = [fixed[at - 1], fixed[at - 2], fixed[at + 1], fixed[at + 2]];
      if (token.pos !== "VERB" || settled.has(token) || token.lower !== token.lemma || !isNoun(token.lower)) return;
      if (comma?.value === "," && noun?.pos === "NOUN" && joining?.pos === "CCONJ" && after?.pos === "NOUN") token.pos = "NOUN";
    });
    // "In a parallel circuit the current…": after an article and an adjective, a bare word read as a
    // verb, before an article or a preposition, is a noun WordNet has.
    fixed.forEach((token, at) => {
      const [article, describing, next] = [fixed[at - 2], fixed[at - 1], fixed[at + 1]];
      if (token.pos !== "VERB" || settled.has(token) || token.lower !== token.lemma || !isNoun(token.lower)) return;
      if (/^(?:a|an|the)$/.test(article?.lower ?? "") && describing?.pos === "ADJ" && ["DET", "ADP"].includes(next?.pos ?? "")) token.pos = "NOUN";
    });
    // "A camel's hump stores fat, not water, and…": in a clause with no verb, an "-s" word read as a
    // noun after a singular noun, before its object, is the clause's verb when English has it as one.
    fixed.forEach((token, at) => {
      const [noun, object] = [fixed[at - 1], fixed[at + 1]];
      if (token.pos !== "NOUN" || settled.has(token) || !/^\p{Ll}+[^s]s$/u.test(token.value) || token.lower === token.lemma) return;
      // ("…the current splits between the branches": a noun the tagger read as an adjective too.)
      const subject = noun?.pos === "NOUN" || (noun?.pos === "ADJ" && fixed[at - 2]?.pos === "DET" && isNoun(noun.lower));
      if (!subject || noun!.lower !== noun!.lemma || !["NOUN", "ADJ", "DET", "ADP"].includes(object?.pos ?? "") || !isVerb(token.lemma)) return;
      const clauseEnd = fixed.findIndex((word, index) => index > at && (/^[,;:.]$/.test(word.value) || word.pos === "CCONJ" || word.pos === "SCONJ"));
      // (The clause opens at the sentence's start or after ", and", ", but" or a semicolon: "The
      // rubbing separates the layers, and the space fills with a clear fluid…".)
      let clauseStart = 0;
      for (let index = at - 1; index > 0 && clauseStart === 0; index -= 1)
        if (fixed[index]!.value === ";") clauseStart = index + 1;
        else if (fixed[index]!.value === "," && fixed[index + 1]?.pos === "CCONJ") clauseStart = index + 2;
      // (A participle after it describes its object: "…fills with a clear fluid called serum".)
      const after = fixed.slice(at + 1, clauseEnd < 0 ? fixed.length : clauseEnd).filter((word) => !(word.pos === "VERB" && /(?:ed|ing)$/.test(word.lower)));
      const clause = [...fixed.slice(clauseStart, at), ...after];
      if (clause.some((word) => ["VERB", "AUX"].includes(word.pos) || /^[,;:]$/.test(word.value))) return;
      token.pos = "VERB";
      settled.add(token);
    });
    // "Cacti are plants that…", "…in hot, dry deserts.": after "are" or an adjective, an "-s" word
    // read as a verb, before "that", "which" or the sentence's end, is a plural noun.
    fixed.forEach((token, at) => {
      const [before, after] = [fixed[at - 1], fixed[at + 1]];
      if (!pluralReadAsVerb(token) || settled.has(token)) return;
      const afterBe = /^(?:are|were)$/.test(before?.lower ?? "") && /^(?:that|which|who|,|\.)$/.test(after?.lower ?? "");
      // (Not after "a" and an adjective: "…and a current flows." is a verb, no plural can follow "a".)
      const afterAdjective = before?.pos === "ADJ" && /^(?:\.|,|;)$/.test(after?.value ?? ".") && !/^(?:a|an)$/.test(fixed[at - 2]?.lower ?? "");
      // (…or right after "the": "…the surface of the pores, which…".)
      const afterThe = (before?.lower === "the" || before?.pos === "NUM") && /^(?:\.|,|;)$/.test(after?.value ?? ".");
      // (…or after "and" and a plural noun, at the end: "…squeezes the blood vessels and nerves.")
      const listed =
        /^(?:and|or)$/.test(before?.lower ?? "") &&
        fixed[at - 2]?.pos === "NOUN" &&
        /[^s]s$/.test(fixed[at - 2]!.lower) &&
        fixed[at - 2]!.lower !== fixed[at - 2]!.lemma &&
        (after === undefined || after.value === ".");
      if (afterBe || afterAdjective || afterThe || listed) token.pos = "NOUN";
    });
    // "…to take in glucose and store it as glycogen": after "and", a bare word English has as a verb,
    // before "it" or "them", is a verb.
    fixed.forEach((token, at) => {
      const next = fixed[at + 1];
      if (
        token.pos === "NOUN" &&
        !settled.has(token) &&
        fixed[at - 1]?.lower === "and" &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        /^(?:it|them)$/.test(next?.lower ?? "")
      )
        token.pos = "VERB";
    });
    // "…stinging cells that fire tiny harpoons": after a noun and "that", a word English has as a verb,
    // agreeing with the noun in number and followed by its object, is the relative clause's verb.
    fixed.forEach((token, at) => {
      const [noun, verb, object] = [fixed[at - 1], fixed[at + 1], fixed[at + 2]];
      if (token.lower !== "that" || noun?.pos !== "NOUN" || verb?.pos !== "NOUN" || settled.has(verb) || !/^\p{Ll}+$/u.test(verb.value)) return;
      if (!["DET", "ADJ", "NOUN"].includes(object?.pos ?? "") || !isVerb(verb.lemma)) return;
      const pluralNoun = noun.lower !== noun.lemma;
      const agrees = pluralNoun ? verb.lower === verb.lemma : /[^s]s$/.test(verb.lower) && verb.lower !== verb.lemma;
      if (!agrees) return;
      token.pos = "PRON";
      verb.pos = "VERB";
      settled.add(verb);
    });
    // "A scanner shines light across the bars and measures how much…": after "and", an "-s" word English
    // has as a verb, before a question word or an article, is a second verb of a clause whose verb
    // has the same "-s".
    fixed.forEach((token, at) => {
      const next = fixed[at + 1];
      if (token.pos !== "NOUN" || settled.has(token) || fixed[at - 1]?.lower !== "and" || !/^\p{Ll}+[^s]s$/u.test(token.value)) return;
      // (Or before a preposition and an article: "…leaves the nucleus and travels to a ribosome…".)
      const motion = next?.pos === "ADP" && /^(?:to|into|from|through|across|towards|along|back)$/.test(next.lower) && fixed[at + 2]?.pos === "DET";
      if ((!/^(?:how|what|whether|the|a|an)$/.test(next?.lower ?? "") && !motion) || !isVerb(token.lemma)) return;
      const earlier = fixed.slice(0, at - 1);
      if (earlier.some((word) => word.pos === "VERB" && /[^s]s$/.test(word.lower) && word.lower !== word.lemma) && !earlier.some((word) => word.value === ","))
        token.pos = "VERB";
    });
    // The readings below come last, as no earlier rule may undo them.
    fixed.forEach((token, index) => {
      const [before, next] = [fixed[index - 1], fixed[index + 1]];
      /** The token is read as `pos` and no earlier rule settled it. */
      const unsettled = (pos: string) => token.pos === pos && !settled.has(token);
      /** An "-s" word ("forms", "supports"), not one in "-ss". */
      const sWord = /^\p{Ll}+[^s]s$/u.test(token.value);
      // "…within three days of the rash appearing.": an "-ing" word that ends a clause after an
      // article and a noun, with which WordNet has no compound, is the verb's participle.
      if (
        unsettled("NOUN") &&
        before?.pos === "NOUN" &&
        fixed[index - 2]?.pos === "DET" &&
        (next === undefined || ["PUNCT", "SCONJ", "CCONJ"].includes(next.pos)) &&
        /^\p{Ll}{3,}ing$/u.test(token.value) &&
        !knowsPhrase(`${before.lower} ${token.lower}`) &&
        verbFrom(token.lower, "ing") !== undefined
      )
        token.pos = "VERB";
      // "…some survive and return to the sea": a bare word read as a noun, after "and" or "or"
      // that follows a bare verb, with no article of its own and a preposition or an object after
      // it, is a second verb of the same subject.
      // ("…it falls away and exposes more iron": an "-s" word after an "-s" verb and its particle, likewise.)
      let verbBefore = index - 2;
      if (fixed[verbBefore]?.value === ",") verbBefore -= 1;
      if (/^(?:away|out|up|down|off|back|over)$/.test(fixed[verbBefore]?.lower ?? "")) verbBefore -= 1;
      const beforeAnd = fixed[verbBefore];
      const sameForm =
        beforeAnd !== undefined &&
        (token.lower === token.lemma ? beforeAnd.lower === beforeAnd.lemma : sWord && /[^s]s$/.test(beforeAnd.lower) && beforeAnd.lower !== beforeAnd.lemma);
      if (
        unsettled("NOUN") &&
        /^\p{Ll}+$/u.test(token.value) &&
        /^(?:and|or)$/.test(before?.lower ?? "") &&
        beforeAnd?.pos === "VERB" &&
        sameForm &&
        ["ADP", "DET", "ADJ"].includes(next?.pos ?? "") &&
        isVerb(token.lemma)
      )
        token.pos = "VERB";
      // "Farm price supports in Europe once led to…": an "-s" word read as a verb after a noun, before a
      // preposition, where a past verb follows in the same clause with no word to join them, is a noun.
      if (unsettled("VERB") && sWord && before?.pos === "NOUN" && next?.pos === "ADP" && isNoun(token.lower)) {
        let at = index + 2;
        while (at < fixed.length && ["NOUN", "PROPN", "DET", "ADJ", "ADV", "NUM"].includes(fixed[at]!.pos) && !/^(?:that|which|who)$/.test(fixed[at]!.lower))
          at += 1;
        const later = fixed[at];
        // (Not a word of naming, which describes the noun before it: "…fills with a clear fluid called serum".)
        if (
          later?.pos === "VERB" &&
          later.lower !== later.lemma &&
          (/ed$/.test(later.lower) || irregularPast.has(later.lower)) &&
          !/^(?:called|named|termed|known)$/.test(later.lower)
        )
          token.pos = "NOUN";
      }
      // "…a ridge of rock left by the glacier forms a shallow sill": after a singular noun, an "-s"
      // word read as a noun, before an article, is the verb that agrees with it (a plural noun
      // goes on no further into another noun phrase).
      if (
        unsettled("NOUN") &&
        sWord &&
        token.lower !== token.lemma &&
        isVerb(token.lemma) &&
        before?.pos === "NOUN" &&
        before.lower === before.lemma &&
        !/s$/.test(before.lower) &&
        /^(?:a|an|the)$/.test(next?.lower ?? "")
      )
        token.pos = "VERB";
      // "…and nasal sprays can relieve…": an "-s" word read as a verb right before a modal is a plural noun.
      if (unsettled("VERB") && sWord && modalVerb.test(next?.lower ?? "") && isNoun(token.lower)) token.pos = "NOUN";
      // "Many fast-food chains and hotels grow…": after an opening word that takes only a plural,
      // the first "-s" word read as a verb, before any verb of the clause, is that plural noun.
      if (
        unsettled("VERB") &&
        sWord &&
        /^(?:many|several|few|both|these|those|various|numerous)$/.test(fixed[0]!.lower) &&
        index <= 5 &&
        fixed.slice(1, index).every((word) => ["ADJ", "ADV", "NOUN", "PUNCT"].includes(word.pos) && !(word.pos === "NOUN" && isPlural(word))) &&
        isNoun(token.lower)
      )
        token.pos = "NOUN";
      // "In English, a stress shift often separates…": a bare word read as a verb after "a" and a
      // singular noun, before an "-s" verb, cannot agree with it: it ends the noun.
      if (
        unsettled("VERB") &&
        /^\p{Ll}+$/u.test(token.value) &&
        token.lower === token.lemma &&
        !/s$/.test(token.lower) &&
        before?.pos === "NOUN" &&
        before.lower === before.lemma &&
        /^(?:a|an)$/.test(fixed[index - 2]?.lower ?? "") &&
        [next, fixed[index + 2]].some(
          (later, offset) => later?.pos === "VERB" && /^\p{Ll}+[^s]s$/u.test(later.value) && (offset === 0 || next?.pos === "ADV"),
        ) &&
        isNoun(token.lower)
      )
        token.pos = "NOUN";
      // "Checking the pollen forecast helps…": an opening "-ing" word before an article is a doing, with its object.
      if (
        index === 0 &&
        token.pos === "PROPN" &&
        /^\p{Lu}\p{Ll}{2,}ing$/u.test(token.value) &&
        /^(?:the|a|an)$/.test(next?.lower ?? "") &&
        verbFrom(token.lower, "ing") !== undefined
      )
        token.pos = "VERB";
      // "…to let water flow back in", "…watches a pair of warblers build their nest", "…helps people
      // with hay fever plan their day": after "help", "let", "make", "watch", "see" or "hear" and a
      // noun, a bare word English has as a verb is the verb they help to: right after the noun
      // phrase, before its own object, an adverb, a preposition or the end; or anywhere later before
      // "their", "its" or "his".
      if (unsettled("NOUN") && token.lower === token.lemma && before?.pos === "NOUN" && isVerb(token.lower)) {
        let at = index - 1;
        while (at > 0 && ["NOUN", "ADJ", "DET"].includes(fixed[at - 1]!.pos)) at -= 1;
        const causative =
          /^(?:help|helps|helped|helping|let|lets|letting|make|makes|made|making|watch|watches|watched|watching|see|sees|saw|hear|hears|heard)$/;
        if (
          (/^\p{Ll}+$/u.test(token.value) &&
            (next === undefined || ["ADV", "ADP", "DET", "PRON", "PUNCT"].includes(next.pos)) &&
            causative.test(fixed[at - 1]?.lower ?? "")) ||
          (/^(?:their|its|his|her|our|your|my)$/.test(next?.lower ?? "") &&
            fixed.slice(0, index - 1).some((word) => /^(?:help|helps|helped|let|lets|make|makes|made)$/.test(word.lower)))
        )
          token.pos = "VERB";
      }
      // "Igneous rock forms when magma cools", "The fog seen on stages forms when…": at the start, an
      // "-s" word before "when", "if" or "because", after a singular noun (right before it, or with its
      // participle and a phrase of place between), is the verb, and that noun the one it agrees with.
      if (
        unsettled("NOUN") &&
        sWord &&
        token.lower !== token.lemma &&
        isVerb(token.lemma) &&
        // ("Moist air forced up the windward slope cools as it rises": "as" and a clause too.)
        (/^(?:when|where|if|because|unless|until)$/.test(next?.lower ?? "") ||
          (next?.lower === "as" && ["PRON", "DET"].includes(fixed[index + 2]?.pos ?? "") && fixed[index + 3]?.pos !== "ADJ"))
      ) {
        const head = fixed.findIndex((word) => word.pos === "NOUN");
        const noun =
          ["NOUN", "VERB"].includes(before?.pos ?? "") && index <= 3 && !fixed.slice(0, index - 1).some((word) => word.pos === "VERB" || word.pos === "AUX")
            ? before
            : head >= 0 &&
                head <= 2 &&
                index - head <= 7 &&
                fixed[head + 1]?.pos === "VERB" &&
                /(?:ed|en)$/.test(fixed[head + 1]!.lower) &&
                fixed[head + 2]?.pos === "ADP" &&
                fixed.slice(head + 3, index).every((word) => ["DET", "ADJ", "NOUN", "PROPN"].includes(word.pos))
              ? fixed[head]
              : undefined;
        if (noun && noun.lower === noun.lemma && isNoun(noun.lower)) {
          noun.pos = "NOUN";
          token.pos = "VERB";
        }
      }
      // "…into a cone-shaped shock wave that trails behind it": after a singular noun, a bare word
      // read as a verb that cannot agree with it, which WordNet has with that noun as a compound,
      // before "that" or "which", is the compound's noun.
      if (
        unsettled("VERB") &&
        token.lower === token.lemma &&
        before?.pos === "NOUN" &&
        before.lower === before.lemma &&
        !/s$/.test(before.lower) &&
        /^(?:that|which)$/.test(next?.lower ?? "") &&
        !fixed
          .slice(Math.max(0, index - 4), index - 1)
          .some((word) => /^(?:let|lets|make|makes|made|help|helps|helped|see|saw|watch|hear|heard|to)$/.test(word.lower)) &&
        knowsPhrase(`${before.lower} ${token.lower}`)
      )
        token.pos = "NOUN";
      // "A salt flat is…", "The largest salt flat in the world…": a word read as an adjective after a
      // noun, with which WordNet has it as a compound noun, and no noun after it, is the compound's noun.
      if (
        unsettled("ADJ") &&
        before?.pos === "NOUN" &&
        !["NOUN", "ADJ", "PROPN"].includes(next?.pos ?? "") &&
        /^\p{Ll}+$/u.test(token.value) &&
        knowsPhrase(`${before.lower} ${token.lower}`)
      )
        token.pos = "NOUN";
      // "…salts that muscles need to work": after "that" or "which", an "-s" word read as a verb before
      // a bare word read as a noun and "to" or an article is the subject, and that word its verb
      // (though an earlier rule took the "-s" word for the relative clause's verb).
      if (
        token.pos === "VERB" &&
        sWord &&
        /^(?:that|which)$/.test(before?.lower ?? "") &&
        isNoun(token.lemma) &&
        next?.pos === "NOUN" &&
        next.lower === next.lemma &&
        isVerb(next.lower) &&
        /^(?:to|the|a|an)$/.test(fixed[index + 2]?.lower ?? "")
      ) {
        token.pos = "NOUN";
        next.pos = "VERB";
      }
      // "The tangled roots slow down waves…", "…so search companies filter out some…": an "-s" word read
      // as a verb right after an article, an adjective after one, or a noun, is a noun; a bare word
      // after it that English has as a verb, before a particle, is then its verb.
      if (
        token.pos === "VERB" &&
        sWord &&
        isNoun(token.lemma) &&
        ((before?.pos === "DET" && /^(?:the|a|an)$/.test(before.lower)) ||
          (before?.pos === "ADJ" && /^(?:the|a|an)$/.test(fixed[index - 2]?.lower ?? "")) ||
          (before?.pos === "NOUN" && before.lower === before.lemma)) &&
        next !== undefined &&
        ["ADJ", "NOUN"].includes(next.pos) &&
        next.lower === next.lemma &&
        isVerb(next.lower) &&
        /^(?:down|up|out|off|away|back)$/.test(fixed[index + 2]?.lower ?? "")
      ) {
        token.pos = "NOUN";
        next.pos = "VERB";
      }
      // "…roots slow down waves and trap sediment": after "and" and a noun, a bare word English has as a
      // verb, before a noun it makes no compound with, is a second verb where the clause's verb is bare too.
      // ("Fungi break the wood down and release nitrogen…": so after a noun and the particle of its verb,
      // where no verb follows the noun after it, "…wash the sand away and salt water floods…".)
      let objectEnd = index + 1;
      while (["NOUN", "ADJ"].includes(fixed[objectEnd]?.pos ?? "")) objectEnd += 1;
      const afterParticle =
        /^(?:down|up|out|off|away|back)$/.test(fixed[index - 2]?.lower ?? "") &&
        fixed[index - 3]?.pos === "NOUN" &&
        !["VERB", "AUX"].includes(fixed[objectEnd]?.pos ?? "");
      if (
        token.pos === "NOUN" &&
        !settled.has(token) &&
        before?.lower === "and" &&
        (fixed[index - 2]?.pos === "NOUN" || afterParticle) &&
        token.lower === token.lemma &&
        /^\p{Ll}+$/u.test(token.value) &&
        next?.pos === "NOUN" &&
        isVerb(token.lower) &&
        !knowsPhrase(`${token.lower} ${next.lower}`)
      ) {
        const clauseVerb = [...fixed.slice(0, index - 1)].reverse().find((word) => word.pos === "VERB" || word.pos === "AUX");
        if (
          clauseVerb?.pos === "VERB" &&
          clauseVerb.lower === clauseVerb.lemma &&
          !fixed.slice(fixed.indexOf(clauseVerb), index).some((word) => word.value === ",")
        )
          token.pos = "VERB";
      }
      // "Krill swim down to deep water during the day and rise towards the surface…": after "and" and
      // a noun with its article (or an adjective or a noun before it: "…on rows of tiny tube feet and
      // feed by…"), a bare word without one, read as a noun that English has as a verb, before a
      // preposition, is a second verb where the clause's verb is bare and is followed by a
      // preposition or an adverb too (not "…need the sun and rain from the sky").
      if (
        token.pos === "NOUN" &&
        !settled.has(token) &&
        before?.lower === "and" &&
        fixed[index - 2]?.pos === "NOUN" &&
        ["DET", "ADJ", "NOUN"].includes(fixed[index - 3]?.pos ?? "") &&
        token.lower === token.lemma &&
        /^\p{Ll}+$/u.test(token.value) &&
        next?.pos === "ADP" &&
        isVerb(token.lower)
      ) {
        const clauseVerb = [...fixed.slice(0, index - 1)].reverse().find((word) => word.pos === "VERB" || word.pos === "AUX");
        const at = clauseVerb ? fixed.indexOf(clauseVerb) : -1;
        if (
          clauseVerb?.pos === "VERB" &&
          clauseVerb.lower === clauseVerb.lemma &&
          ["ADP", "ADV"].includes(fixed[at + 1]?.pos ?? "") &&
          !fixed.slice(at, index).some((word) => word.value === ",")
        )
          token.pos = "VERB";
      }
      // "Light travels in straight lines, so…", "Oxygen produces green and red light, while…": at the
      // start, an "-s" word read as a noun after one word WordNet has as a noun, before a preposition,
      // an article or an adjective (one read as a bare verb too), is the verb where the clause has no
      // other (up to a comma: "Car parks at supermarkets and hospitals are often run…" has one).
      const colour =
        next !== undefined &&
        next.pos === "VERB" &&
        next.lower === next.lemma &&
        /^\p{Ll}+$/u.test(next.value) &&
        isAdjective(next.lower) &&
        ["ADJ", "NOUN", "CCONJ"].includes(fixed[index + 2]?.pos ?? "");
      if (
        index === 1 &&
        token.pos === "NOUN" &&
        sWord &&
        token.lower !== token.lemma &&
        isVerb(token.lemma) &&
        before !== undefined &&
        ["ADJ", "NOUN", "PROPN"].includes(before.pos) &&
        // (Not after a describing word a rule above settled: "Small birds such as tits…".)
        !(before.pos === "ADJ" && settled.has(before)) &&
        isNoun(before.lower) &&
        (next?.pos === "ADP" || (next?.pos === "DET" && /^(?:the|a|an)$/.test(next.lower)) || next?.pos === "ADJ" || colour)
      ) {
        const clauseEnd = fixed.findIndex((word, at) => at > index && (word.value === "," || word.pos === "SCONJ"));
        const rest = fixed.slice(index + 1, clauseEnd < 0 ? fixed.length : clauseEnd).filter((word) => !(colour && word === next));
        if (!rest.some((word) => word.pos === "VERB" || word.pos === "AUX")) {
          before.pos = "NOUN";
          token.pos = "VERB";
          if (colour) next.pos = "ADJ";
        }
      }
      // "…grooming, which traps air in the fur": after ", which", an "-s" word read as a noun, which
      // English has as a verb, before a noun and a preposition or an article, is the verb and its object.
      if (
        unsettled("NOUN") &&
        sWord &&
        /^(?:which|that)$/.test(before?.lower ?? "") &&
        fixed[index - 2]?.value === "," &&
        isVerb(token.lemma) &&
        next !== undefined &&
        ["NOUN", "VERB"].includes(next.pos) &&
        next.lower === next.lemma &&
        isNoun(next.lower) &&
        (["ADP", "DET", "PUNCT"].includes(fixed[index + 2]?.pos ?? "") || fixed[index + 2] === undefined) &&
        fixed[index + 2]?.lower !== "to"
      ) {
        token.pos = "VERB";
        next.pos = "NOUN";
      }
      // "…to crack open shells": "open" after a verb of breaking is its particle, no part of the noun.
      if (
        token.lower === "open" &&
        token.pos === "ADJ" &&
        before?.pos === "VERB" &&
        /^(?:crack|break|cut|split|burst|prise|prize|pry|force|rip|tear|slice|smash|bite|peel|pull|prop|throw|fling|kick)$/.test(before.lemma)
      )
        token.pos = "ADV";
      // "Fluoride in toothpaste makes enamel stronger…": "makes", "keeps" or "renders" read as a noun
      // after a noun, then a word read as a verb that English has as a noun, then a describing word,
      // is the verb, and the word its object.
      if (
        unsettled("NOUN") &&
        /^(?:makes|keeps|renders)$/.test(token.lower) &&
        before?.pos === "NOUN" &&
        next?.pos === "VERB" &&
        next.lower === next.lemma &&
        isNoun(next.lower) &&
        fixed[index + 2]?.pos === "ADJ"
      ) {
        token.pos = "VERB";
        next.pos = "NOUN";
      }
      // "…into limewater shows that exhaled air…": an "-s" word read as a noun after a noun, before "that",
      // which is a verb of showing or saying, is the verb.
      if (
        unsettled("NOUN") &&
        sWord &&
        before?.pos === "NOUN" &&
        next?.lower === "that" &&
        /^(?:show|suggest|prove|indicate|reveal|confirm|mean|state|say|explain|imply)$/.test(token.lemma) &&
        ["DET", "NOUN", "ADJ", "VERB", "PRON", "PROPN", "NUM"].includes(fixed[index + 2]?.pos ?? "")
      )
        token.pos = "VERB";
      // "When the current flows, metal ions move…": in an opening "when" or "if" clause of an article,
      // one word and an "-s" word before the comma, the "-s" word is the verb and the word its noun.
      if (
        index === 3 &&
        unsettled("NOUN") &&
        sWord &&
        next?.value === "," &&
        /^(?:when|if|as|once|until|before|after|while|whenever)$/.test(fixed[0]!.lower) &&
        /^(?:the|a|an)$/.test(fixed[1]!.lower) &&
        ["ADJ", "NOUN"].includes(before?.pos ?? "") &&
        isNoun(before!.lower) &&
        isVerb(token.lemma)
      ) {
        before!.pos = "NOUN";
        token.pos = "VERB";
      }
      // "The four minarets at its corners lean slightly outwards…", "Most warranties last one or two
      // years…": a bare word read as an adjective right after a plural noun and before an adverb or a
      // number, with no verb before it, which WordNet has as a verb, is the verb. So is one after a
      // plural's place and before "to" and a verb ("…blood vessels in the skin narrow to keep…").
      let placeAt = index - 1;
      while (placeAt > 0 && ["NOUN", "ADJ", "DET"].includes(fixed[placeAt]!.pos)) placeAt -= 1;
      const placed = fixed[placeAt]?.pos === "ADP" && placeAt < index - 1 ? fixed[placeAt - 1] : undefined;
      const plural = (word: Token | undefined) => word?.pos === "NOUN" && word.lower !== word.lemma;
      if (
        unsettled("ADJ") &&
        /^\p{Ll}+$/u.test(token.value) &&
        before?.pos === "NOUN" &&
        (plural(before) || (plural(placed) && next?.lower === "to" && fixed[index + 2]?.pos === "VERB")) &&
        (next?.pos === "ADV" || next?.pos === "NUM" || (next?.lower === "to" && fixed[index + 2]?.pos === "VERB")) &&
        isVerb(token.lower) &&
        !fixed.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX")
      )
        token.pos = "VERB";
      // "A longer word usually has more…": the word after an opening article and a comparative, read as
      // a verb before an adverb and the sentence's verb, is a noun WordNet has, and the comparative its adjective.
      if (
        index === 2 &&
        unsettled("VERB") &&
        /^(?:a|an|the)$/.test(fixed[0]!.lower) &&
        before !== undefined &&
        /^\p{Ll}{3,}er$/u.test(before.value) &&
        adjectiveFrom(before.lower) !== undefined &&
        isNoun(token.lower) &&
        next?.pos === "ADV" &&
        ["VERB", "AUX"].includes(fixed.slice(index + 1).find((word) => word.pos !== "ADV")?.pos ?? "")
      ) {
        before.pos = "ADJ";
        token.pos = "NOUN";
      }
      // "Bacteria in milk ferment lactose into lactic acid…": in a clause with no verb, a bare word read
      // as a noun between a noun of a place after the subject and a noun before a preposition, which
      // WordNet has as a verb and not with the noun before as a compound, is the clause's verb.
      if (
        unsettled("NOUN") &&
        /^\p{Ll}+$/u.test(token.value) &&
        token.lower === token.lemma &&
        before?.pos === "NOUN" &&
        fixed[index - 2]?.pos === "ADP" &&
        ["NOUN", "PROPN"].includes(fixed[index - 3]?.pos ?? "") &&
        next?.pos === "NOUN" &&
        fixed[index + 2]?.pos === "ADP" &&
        isVerb(token.lower) &&
        !knowsPhrase(`${before.lower} ${token.lower}`) &&
        !knowsPhrase(`${token.lower} ${next.lower}`)
      ) {
        const clauseEnd = fixed.findIndex((word, at) => at > index && (word.value === "," || word.pos === "SCONJ"));
        const clause = [...fixed.slice(0, index), ...fixed.slice(index + 1, clauseEnd < 0 ? fixed.length : clauseEnd)];
        if (!clause.some((word) => word.pos === "VERB" || word.pos === "AUX")) token.pos = "VERB";
      }
      // "A joint that cannot bear any weight…": a bare word read as a noun after a modal (and its "not")
      // is the verb, where WordNet has it as one; and a noun read as an adjective between an article
      // and "that", "which" or "who" is the noun.
      if (
        unsettled("NOUN") &&
        /^\p{Ll}+$/u.test(token.value) &&
        token.lower === token.lemma &&
        (modalVerb.test(fixed[index - 1]?.lower ?? "") || (/^(?:not|n't)$/.test(before?.lower ?? "") && modalVerb.test(fixed[index - 2]?.lower ?? ""))) &&
        isVerb(token.lower)
      )
        token.pos = "VERB";
      if (
        unsettled("ADJ") &&
        /^(?:a|an|the)$/.test(before?.lower ?? "") &&
        /^(?:that|which|who)$/.test(next?.lower ?? "") &&
        isNoun(token.lower) &&
        !mostlyAdjective(token.lower)
      )
        token.pos = "NOUN";
      // "The shopper takes the item home after…": "home" after a verb's object is where, not part of the noun.
      if (
        token.lower === "home" &&
        token.pos === "NOUN" &&
        before?.pos === "NOUN" &&
        (next === undefined || ["ADP", "PUNCT", "CCONJ"].includes(next.pos)) &&
        fixed.slice(0, index - 1).some((word) => word.pos === "VERB")
      )
        token.pos = "ADV";
      // "The platypus lives in…": "lives" as a verb is "live", not the plural of "life".
      if (token.lower === "lives" && token.pos === "VERB") token.lemma = "live";
      // "…scientists first saw a preserved platypus": "saw" as a verb is the past of "see", not the tool.
      if (token.lower === "saw" && token.pos === "VERB" && ["NOUN", "PROPN", "PRON", "ADV", "ADJ"].includes(before?.pos ?? "")) token.lemma = "see";
      // "Cold, salty water is denser, so…": a comparative read as a noun right after "is" or "are",
      // from an adjective WordNet has and no noun of its own, is the adjective.
      if (
        unsettled("NOUN") &&
        /^(?:is|are|was|were|become|becomes|became)$/.test(before?.lower ?? "") &&
        /^\p{Ll}{3,}(?:er|est)$/u.test(token.value) &&
        !isNoun(token.lower) &&
        adjectiveFrom(token.lower) !== undefined
      )
        token.pos = "ADJ";
      // "…they are harder, denser and have much higher melting points": a list of comparatives after
      // "is" or "are", each from an adjective WordNet has and no noun of its own, are adjectives.
      if (
        listedComparative(token) &&
        before?.value === "," &&
        listedComparative(fixed[index - 2]) &&
        /^(?:is|are|was|were)$/.test(fixed[index - 3]?.lower ?? "")
      ) {
        token.pos = "ADJ";
        fixed[index - 2]!.pos = "ADJ";
      }
      // "Cold, salty water…", "Early calls were connected…": an opening capitalised word WordNet has
      // mostly as an adjective, before a comma and an adjective or before a plural and its "be" or
      // "have", is an adjective, and that plural (read as a verb) the noun it describes.
      if (index === 0 && token.pos === "PROPN" && mostlyAdjective(token.lower) && !writtenCapitalised(token.value)) {
        const after = fixed[2];
        if (next?.value === "," && after?.pos === "ADJ") token.pos = "ADJ";
        else if (
          next !== undefined &&
          /^\p{Ll}+[^s]s$/u.test(next.value) &&
          isNoun(next.lemma) &&
          after?.pos === "AUX" &&
          /^(?:are|were|have|had)$/.test(after.lower)
        ) {
          token.pos = "ADJ";
          next.pos = "NOUN";
        }
      }
      // "…which makes them less likely to reoffend": after "to" that follows an adjective or a verb, a
      // word read as a noun that WordNet has as no noun, but as a verb (or as one after a prefix such
      // as "re-"), is that verb.
      if (
        lexicon &&
        token.pos === "NOUN" &&
        before?.lower === "to" &&
        ["ADJ", "VERB"].includes(fixed[index - 2]?.pos ?? "") &&
        /^\p{Ll}+$/u.test(token.value) &&
        !isNoun(token.lower) &&
        (isVerb(token.lower) ||
          /^(?:re|over|out|under|mis|pre|un)(\p{Ll}{3,})$/u
            .exec(token.lower)
            ?.slice(1)
            .some((stem) => isVerb(stem)) === true)
      )
        token.pos = "VERB";
      // "Some, such as marram grass, roll their leaves into tubes": a word read as a noun after a comma,
      // before a possessive, in a clause with no verb before it, is the verb WordNet has.
      if (
        lexicon &&
        token.pos === "NOUN" &&
        before?.value === "," &&
        /^(?:their|its|his|her)$/.test(next?.lower ?? "") &&
        isVerb(token.lower) &&
        !fixed.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX")
      )
        token.pos = "VERB";
      // "…, and the fighting spread to Europe…": in a clause after ", and" or ", but" with no verb, a
      // word read as a noun after "the" and a noun (or an "-ing" word), before a preposition, that
      // WordNet has as a verb whose past is its base or that ends in "-ed", is the clause's verb.
      if (
        lexicon &&
        token.pos === "NOUN" &&
        (samePast.test(token.lower) || irregularPast.has(token.lower) || (/\p{Ll}ed$/u.test(token.lower) && verbFrom(token.lower, "ed") !== undefined)) &&
        next?.pos === "ADP" &&
        ["NOUN", "ADJ"].includes(before?.pos ?? "") &&
        fixed[index - 2]?.lower === "the" &&
        /^(?:and|but)$/.test(fixed[index - 3]?.lower ?? "") &&
        fixed[index - 4]?.value === "," &&
        !fixed.slice(index + 1).some((word) => word.pos === "VERB" || word.pos === "AUX")
      ) {
        token.pos = "VERB";
        if (before!.pos === "ADJ" && /ing$/.test(before!.lower) && isNoun(before!.lower)) before!.pos = "NOUN";
      }
      // "Transition metals and their compounds are also good catalysts": an opening capitalised word
      // and a plural read as a verb, then "and" or "or" and another noun phrase (a possessive's or a
      // bare one) before a plural "are" or "have", are the first of two subjects.
      if (index === 0 && token.pos === "PROPN" && !writtenCapitalised(token.value) && (isNoun(token.lower) || isAdjective(token.lower))) {
        const [joining, third] = [fixed[2], fixed[3]];
        const verbAt = fixed.findIndex((word, at) => at > 3 && (word.pos === "VERB" || word.pos === "AUX"));
        if (
          next?.pos === "VERB" &&
          /^\p{Ll}+[^s]s$/u.test(next.value) &&
          isNoun(next.lemma) &&
          /^(?:and|or)$/.test(joining?.lower ?? "") &&
          (/^(?:their|its)$/.test(third?.lower ?? "") || ["ADJ", "NOUN"].includes(third?.pos ?? "")) &&
          /^(?:are|were|have|had)$/.test(fixed[verbAt]?.lower ?? "") &&
          fixed.slice(3, verbAt).every((word) => ["PRON", "ADJ", "NOUN", "ADV"].includes(word.pos))
        ) {
          token.pos = mostlyAdjective(token.lower) ? "ADJ" : "NOUN";
          next.pos = "NOUN";
        }
      }
      // "Engineers use moiré patterns to measure…": an opening capitalised plural WordNet has as a
      // common noun, read as a name, before a bare word read as a noun that WordNet has as a verb, in
      // a clause with no other verb (an "-s" plural read as one aside), is the subject and its verb;
      // and such a plural after it, the verb's object.
      if (
        lexicon &&
        index === 0 &&
        token.pos === "PROPN" &&
        !writtenCapitalised(token.value) &&
        /^\p{Lu}\p{Ll}+[^s]s$/u.test(token.value) &&
        isNoun(token.lower) &&
        next?.pos === "NOUN" &&
        /^\p{Ll}+$/u.test(next.value) &&
        next.lower === next.lemma &&
        isVerb(next.lower) &&
        ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(fixed[2]?.pos ?? "")
      ) {
        const clauseEnd = fixed.findIndex((word, at) => at > 1 && (word.value === "," || word.pos === "PART" || word.pos === "SCONJ" || word.pos === "ADP"));
        const clause = fixed.slice(2, clauseEnd < 0 ? fixed.length : clauseEnd);
        const misread = (word: Token) => word.pos === "VERB" && /^\p{Ll}+[^s]s$/u.test(word.value) && isNoun(word.lemma);
        if (clause.every((word) => !["VERB", "AUX"].includes(word.pos) || misread(word))) {
          token.pos = "NOUN";
          next.pos = "VERB";
          clause.forEach((word) => {
            if (misread(word)) word.pos = "NOUN";
          });
        }
      }
      // "The firm stand of Coolidge made him…": after an article, a word read as a noun that WordNet
      // has as an adjective, then a bare word read as a verb that it has as a noun and "of", in a
      // clause whose verb comes after, are a describing word and its noun.
      if (
        lexicon &&
        token.pos === "VERB" &&
        token.lower === token.lemma &&
        /^\p{Ll}+$/u.test(token.value) &&
        before?.pos === "NOUN" &&
        /^(?:the|a|an|this|that|his|her|its|their)$/.test(fixed[index - 2]?.lower ?? "") &&
        next?.lower === "of" &&
        isNoun(token.lower) &&
        isAdjective(before.lower)
      ) {
        const clauseEnd = fixed.findIndex((word, at) => at > index && (word.value === "," || word.pos === "SCONJ" || /^(?:which|who|that)$/.test(word.lower)));
        if (fixed.slice(index + 2, clauseEnd < 0 ? fixed.length : clauseEnd).some((word) => word.pos === "VERB" || word.pos === "AUX")) {
          before.pos = "ADJ";
          token.pos = "NOUN";
        }
      }
      // "…, and rubbish piled up in the streets": after ", and", a word read as an adjective that
      // WordNet has as a noun and not as an adjective, before a past, is the clause's subject.
      if (
        lexicon &&
        token.pos === "ADJ" &&
        before?.lower === "and" &&
        fixed[index - 2]?.value === "," &&
        /^\p{Ll}+$/u.test(token.value) &&
        isNoun(token.lower) &&
        !isAdjective(token.lower) &&
        next?.pos === "VERB" &&
        (/\p{Ll}ed$/u.test(next.lower) || irregularPast.has(next.lower))
      )
        token.pos = "NOUN";
      // "…sends and receives data as radio waves.": an "-s" word read as a verb after a noun, with which
      // WordNet has it as a compound noun, that ends its clause after an earlier verb is the compound's noun.
      if (
        unsettled("VERB") &&
        sWord &&
        before?.pos === "NOUN" &&
        /^\p{Ll}+$/u.test(before.value) &&
        (next === undefined || next.pos === "PUNCT" || next.pos === "CCONJ") &&
        fixed.slice(0, index - 1).some((word) => word.pos === "VERB") &&
        knowsPhrase(`${before.lower} ${token.lemma}`)
      )
        token.pos = "NOUN";
      // "Thick walls, metal objects and microwave ovens can weaken the signal": before a modal and its
      // verb, a clause of nothing but nouns, adjectives, commas and "and" is a list of subjects; its
      // "-s" words read as verbs are plurals, a bare one before a noun it makes a compound with is a
      // noun, and a capitalised opening word WordNet has mostly as an adjective is one.
      if (index === 0) {
        const modal = fixed.findIndex((word, at) => at > 1 && modalVerb.test(word.lower) && fixed[at + 1]?.pos === "VERB");
        const subject = fixed.slice(0, Math.max(0, modal));
        const listed = (word: Token) => ["ADJ", "NOUN", "PROPN", "VERB"].includes(word.pos) || word.value === "," || /^(?:and|or)$/.test(word.lower);
        if (
          modal > 0 &&
          subject.every(listed) &&
          subject.some((word) => word.value === ",") &&
          !subject.some((word, at) => word.value === "," && /^(?:and|or)$/.test(subject[at + 1]?.lower ?? "")) &&
          ["NOUN", "VERB"].includes(subject[subject.length - 1]!.pos)
        ) {
          subject.forEach((word, at) => {
            if (word.pos !== "VERB") return;
            const after = subject[at + 1];
            if (/^\p{Ll}+[^s]s$/u.test(word.value) && isNoun(word.lemma)) word.pos = "NOUN";
            else if (word.lower === word.lemma && after?.pos === "NOUN" && knowsPhrase(`${word.lower} ${after.lemma}`)) word.pos = "NOUN";
          });
          if (token.pos === "PROPN" && mostlyAdjective(token.lower) && !writtenCapitalised(token.value)) token.pos = "ADJ";
        }
      }
      // "…so gardeners welcome them": a word read as an adjective before an object pronoun, which
      // English has as a verb, is the verb.
      if (token.pos === "ADJ" && /^(?:them|him|us|me)$/.test(next?.lower ?? "") && isVerb(token.lower) && before?.pos !== "DET") token.pos = "VERB";
      // "…tiny insects that suck sap from plants": after "that", a bare word read as a noun before a bare
      // word read as a verb that WordNet has as a noun, then a preposition, is the verb and its object.
      if (
        /^(?:that|which|who)$/.test(before?.lower ?? "") &&
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        next?.pos === "VERB" &&
        next.lower === next.lemma &&
        isNoun(next.lower) &&
        fixed[index + 2]?.pos === "ADP"
      ) {
        token.pos = "VERB";
        next.pos = "NOUN";
      }
      // "Some say market traders…", "Many argue that…", "…, some thought it was a fake": after a
      // quantity opening the sentence or a clause, a word of saying or thinking before the clause it
      // reports is the verb.
      if (
        (index === 1 || fixed[index - 2]?.value === ",") &&
        unsettled("NOUN") &&
        /^(?:some|many|most|others|few)$/.test(before?.lower ?? "") &&
        /^(?:say|argue|believe|think|claim|suggest|agree|thought|believed|argued|claimed|feared)$/.test(token.lower) &&
        ["DET", "NOUN", "PROPN", "ADJ", "SCONJ", "PRON"].includes(next?.pos ?? "")
      ) {
        token.pos = "VERB";
        if (token.lower === "thought") token.lemma = "think";
      }
      // "…so it sinks near the poles and flows slowly along…": after "and", an "-s" word read as a noun
      // before an adverb or a preposition, where the clause's verb is an "-s" verb too, is a second verb.
      // ("Treatment usually lasts six months and combines several antibiotics": so before its object's
      // article or quantity.)
      const objectOpens = ["DET", "NUM"].includes(next?.pos ?? "") || /^(?:several|many|few|some|both|each|every|various|numerous)$/.test(next?.lower ?? "");
      if (unsettled("NOUN") && sWord && before?.lower === "and" && isVerb(token.lemma) && ((next?.pos === "ADV" && /ly$/.test(next.lower)) || objectOpens)) {
        const clauseStart = fixed.map((word) => word.value).lastIndexOf(",", index);
        const clauseVerb = fixed.slice(clauseStart + 1, index - 1).find((word) => word.pos === "VERB" || word.pos === "AUX");
        if (clauseVerb?.pos === "VERB" && /^\p{Ll}+[^s]s$/u.test(clauseVerb.value)) token.pos = "VERB";
      }
      // (An "-s" word English has as a verb, read as a noun after a singular noun it makes no compound with.)
      const sWordAfterSingular =
        unsettled("NOUN") && sVerb(token) && before?.pos === "NOUN" && before.lower === before.lemma && !knowsPhrase(`${before.lower} ${token.lower}`);
      // "The reaction proceeds quickly…": such a word right after a clause's article and its one noun,
      // before an "-ly" adverb with no verb after it, is the clause's verb (not "the proceeds of a
      // sale"; "the river banks slowly erode" keeps its noun).
      if (
        sWordAfterSingular &&
        /^(?:the|a|an|this|that|each|every)$/.test(fixed[index - 2]?.lower ?? "") &&
        clauseStartOf(index, true) === index - 2 &&
        next?.pos === "ADV" &&
        /ly$/.test(next.lower) &&
        !["VERB", "AUX"].includes(fixed[index + 2]?.pos ?? "")
      )
        settleAsVerb(token);
      // ("…should make light travel at different speeds": after "make", "let" or "help" and a noun, a
      // bare word read as a noun that English has as a verb, before a preposition or an adverb, is
      // what the noun is made to do.)
      if (
        unsettled("NOUN") &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        ["ADP", "ADV"].includes(next?.pos ?? "") &&
        ["NOUN", "ADJ"].includes(before?.pos ?? "") &&
        isNoun(before!.lower) &&
        fixed[index - 2]?.pos === "VERB" &&
        causing.test(fixed[index - 2]!.lemma)
      ) {
        settleAsVerb(token);
        before!.pos = "NOUN";
      }
      // ("The forward reaction releases heat, which…": likewise before a bare word read as a verb that
      // English has as a noun, where the clause ends after it: a subject, its verb and its object.)
      const object = fixed[index + 2];
      if (
        sWordAfterSingular &&
        next?.pos === "VERB" &&
        next.lower === next.lemma &&
        isNoun(next.lower) &&
        (object === undefined || /^(?:,|\.|;)$/.test(object.value)) &&
        /^(?:the|a|an|this|that|each|every)$/.test(fixed[clauseStartOf(index, true)]?.lower ?? "") &&
        fixed.slice(clauseStartOf(index, true) + 1, index - 1).every((word) => ["ADJ", "ADV", "NOUN"].includes(word.pos))
      ) {
        settleAsVerb(token);
        next.pos = "NOUN";
        settled.add(next);
      }
      // "…and usually last from a few seconds…": "last" before "for", "from" or "until", not after an
      // article or a preposition ("the last", "at last"), is the verb of how long.
      if (/^(?:last|lasts)$/.test(token.lower) && /^(?:for|from|until|between)$/.test(next?.lower ?? "") && !["DET", "ADP"].includes(before?.pos ?? ""))
        token.pos = "VERB";
      // "…from a few seconds…": an "-s" word read as a verb after "few", "several" or "many" is a noun.
      if (unsettled("VERB") && sWord && /^(?:few|several|many)$/.test(before?.lower ?? "") && isNoun(token.lower)) token.pos = "NOUN";
      // "…hide under logs and stones", "…stay in damp places": a bare word read as a verb right after a
      // preposition (not "to") is an adjective before a noun, where WordNet has it as one, or a noun
      // before "and", "or" or a comma.
      if (unsettled("VERB") && before?.pos === "ADP" && before.lower !== "to" && /^\p{Ll}+$/u.test(token.value) && !/(?:ing|ed)$/.test(token.lower)) {
        if (next?.pos === "NOUN" && isAdjective(token.lower)) token.pos = "ADJ";
        else if (["CCONJ", "PUNCT"].includes(next?.pos ?? "") && isNoun(token.lemma)) token.pos = "NOUN";
      }
      // "…crows shape twigs and leaves into hooks": after a plural subject, its bare verb and a plural
      // object, an "-s" word read as a verb after "and" is a second object (a verb joined to the
      // bare verb would be bare too).
      if (unsettled("VERB") && sWord && before?.lower === "and" && isNoun(token.lower)) {
        const object = fixed[index - 2];
        let at = index - 3;
        while (["DET", "ADJ", "NUM"].includes(fixed[at]?.pos ?? "")) at -= 1;
        const [verb, subject] = [fixed[at], fixed[at - 1]];
        if (
          object?.pos === "NOUN" &&
          /[^s]s$/.test(object.lower) &&
          // (a plural the tagger left as its own lemma: "caterpillars")
          (object.lower !== object.lemma || isNoun(object.lower.slice(0, -1))) &&
          verb?.pos === "VERB" &&
          verb.lower === verb.lemma &&
          !irregularPast.has(verb.lower) &&
          ((subject?.pos === "NOUN" && /[^s]s$/.test(subject.lower) && subject.lower !== subject.lemma) || /^(?:they|we|you)$/.test(subject?.lower ?? ""))
        )
          token.pos = "NOUN";
      }
      // "…, from seeds to dead animals, crows do well…": an "-s" word read as a verb, opening a clause
      // or after an article or an adjective, right before an auxiliary, is its subject (no verb comes
      // straight before "do", "can" or "will").
      if (
        unsettled("VERB") &&
        sWord &&
        next?.pos === "AUX" &&
        /^(?:do|can|could|will|would|may|might|must|should)$/.test(next.lower) &&
        (before === undefined || before.value === "," || ["DET", "ADJ"].includes(before.pos)) &&
        isNoun(token.lower)
      )
        token.pos = "NOUN";
      // "…into hooks to pull…": an "-s" word read as a verb right after a preposition (not "to") is
      // a noun where WordNet has one: no verb of its own clause follows a preposition.
      if (unsettled("VERB") && sWord && before?.pos === "ADP" && before.lower !== "to" && isNoun(token.lower)) token.pos = "NOUN";
    });
  }
  // (Last, over what the rules above made of the phrase.)
  // "Quarantine separates people who…": an opening singular noun, then an "-s" word read as a noun
  // that English has as a verb, before a determiner, a pronoun or "people", is the verb.
  const [opening, second, third] = fixed;
  if (
    lexicon &&
    opening?.pos === "NOUN" &&
    opening.lower === opening.lemma &&
    second?.pos === "NOUN" &&
    /^\p{Ll}+[^s]s$/u.test(second.value) &&
    verbLike(second) &&
    (["DET", "PRON"].includes(third?.pos ?? "") || third?.lower === "people")
  ) {
    second.pos = "VERB";
    second.lemma = verbStem(second);
  }
  // "In many countries people hang mistletoe…": "people" is no verb; a bare word after it, before
  // its object, is the clause's verb where the clause has none yet.
  if (lexicon)
    fixed.forEach((token, index) => {
      if (token.lower !== "people" || token.pos !== "VERB") return;
      token.pos = "NOUN";
      const [next, after] = [fixed[index + 1], fixed[index + 2]];
      const clause = fixed.slice(fixed.map((word) => word.value).lastIndexOf(",", index) + 1, index);
      if (
        bareVerbAsNoun(next) &&
        ["NOUN", "DET", "ADJ", "PRON"].includes(after?.pos ?? "") &&
        !clause.some((word) => word.pos === "VERB" || word.pos === "AUX")
      )
        next.pos = "VERB";
    });
  // "The larger claw, called the crusher, breaks open shells…": after an opening noun phrase and
  // an aside that names it, an "-s" word read as a noun that English has as a verb is the clause's verb.
  const aside = fixed.findIndex((token) => token.value === ",");
  if (
    lexicon &&
    aside > 1 &&
    /^(?:called|known|named)$/.test(fixed[aside + 1]?.lower ?? "") &&
    fixed.slice(0, aside).every((token) => ["DET", "ADJ", "NOUN"].includes(token.pos))
  ) {
    const close = fixed.findIndex((token, index) => index > aside + 1 && token.value === ",");
    const word = fixed[close + 1];
    if (close > 0 && word?.pos === "NOUN" && /^\p{Ll}+[^s]s$/u.test(word.value) && verbLike(word)) {
      word.pos = "VERB";
      word.lemma = verbStem(word);
    }
  }
  // "The path of the polar jet stream also steers storms": after "the" and a singular noun, a bare
  // word read as a verb, then an "-s" verb (past an adverb), ends the compound: a clause has one verb there.
  if (lexicon)
    fixed.forEach((word, index) => {
      const noun = fixed[index - 1];
      const next = fixed[index + 1]?.pos === "ADV" ? fixed[index + 2] : fixed[index + 1];
      const opening = fixed
        .slice(0, index - 1)
        .reverse()
        .find((token) => token.pos !== "ADJ" && token.pos !== "NOUN");
      if (
        word.pos === "VERB" &&
        word.lower === word.lemma &&
        !word.lower.endsWith("s") &&
        isNoun(word.lower) &&
        noun?.pos === "NOUN" &&
        noun.lower === noun.lemma &&
        opening?.lower === "the" &&
        next?.pos === "VERB" &&
        /[^s]s$/.test(next.lower) &&
        next.lower !== next.lemma
      )
        word.pos = "NOUN";
    });
  // "Falling pressure often means that…": an opening "-ing" word, then a bare word read as a verb
  // and an "-s" verb (past an adverb): the two words are the subject, the "-ing" word describing it.
  {
    const [opening, word] = fixed;
    const next = fixed[2]?.pos === "ADV" ? fixed[3] : fixed[2];
    if (
      lexicon &&
      opening !== undefined &&
      /^\p{Lu}\p{Ll}+ing$/u.test(opening.value) &&
      word?.pos === "VERB" &&
      word.lower === word.lemma &&
      isNoun(word.lower) &&
      next?.pos === "VERB" &&
      /[^s]s$/.test(next.lower) &&
      next.lower !== next.lemma
    ) {
      opening.pos = "ADJ";
      word.pos = "NOUN";
    }
  }
  // "Proverbs often rhyme or repeat sounds, which…": after a verb and "or" or "and", a bare word
  // read as a noun, then a plural read as a verb before a comma, a preposition or the end: the bare
  // word is the second verb and the plural its object.
  if (lexicon)
    fixed.forEach((word, index) => {
      const [conjunction, verb, object, after] = [fixed[index - 1], fixed[index - 2], fixed[index + 1], fixed[index + 2]];
      if (
        bareVerbAsNoun(word) &&
        /^(?:or|and)$/.test(conjunction?.lower ?? "") &&
        verb?.pos === "VERB" &&
        verb.lower === verb.lemma &&
        object?.pos === "VERB" &&
        /^\p{Ll}+[^s]s$/u.test(object.value) &&
        isNoun(object.lower.replace(/s$/, "")) &&
        (after === undefined || ["PUNCT", "ADP"].includes(after.pos))
      ) {
        word.pos = "VERB";
        object.pos = "NOUN";
      }
    });
  // "The blisters burst, crust over and usually heal…": a word read as a noun between a verb's
  // comma and a particle, before "and", is the next verb of the list.
  if (lexicon)
    fixed.forEach((word, index) => {
      const [comma, verb, particle, and] = [fixed[index - 1], fixed[index - 2], fixed[index + 1], fixed[index + 2]];
      if (
        bareVerbAsNoun(word) &&
        comma?.value === "," &&
        verb?.pos === "VERB" &&
        /^(?:over|up|out|off|down|away|back)$/.test(particle?.lower ?? "") &&
        /^(?:and|,)$/.test(and?.value ?? "")
      )
        word.pos = "VERB";
    });
  // "…the original has already been overwritten": a word read as a noun after "been" or "being"
  // that is a verb's participle ("-ed", "-en") is that participle.
  if (lexicon)
    fixed.forEach((word, index) => {
      if (word.pos !== "NOUN" || !/^(?:been|being)$/.test(fixed[index - 1]?.lower ?? "")) return;
      const stems = /ed$/.test(word.lower)
        ? [verbFrom(word.lower, "ed")]
        : /en$/.test(word.lower)
          ? [word.lower.replace(/tten$/, "te"), word.lower.slice(0, -1), word.lower.slice(0, -2)]
          : [];
      if (stems.some((stem) => stem !== undefined && isVerb(stem))) word.pos = "VERB";
    });
  /** A plural read as a noun that English also has as a verb ("hatches", "freezes", "sinks"). */
  const verbPlural = (word: Token | undefined): word is Token =>
    word?.pos === "NOUN" && /^\p{Ll}+[^s]s$/u.test(word.value) && word.lower !== word.lemma && verbLike(word);
  /** A singular noun as the tagger read it ("chick", "nitrogen", "air"). */
  const singular = (word: Token | undefined) => word?.pos === "NOUN" && word.lower === word.lemma && !/[^s]s$/.test(word.lower);
  // "…a chick called a puffling hatches.": after "a" and a singular noun, a plural that no noun
  // follows is no part of the noun ("a" goes with no plural): it is the verb.
  if (lexicon)
    fixed.forEach((word, index) => {
      const [noun, article, after] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
      if (verbPlural(word) && singular(noun) && /^(?:a|an)$/.test(article?.lower ?? "") && !["NOUN", "PROPN", "ADJ", "NUM"].includes(after?.pos ?? "")) {
        word.pos = "VERB";
        word.lemma = verbStem(word);
      }
    });
  // "A special English pattern with "shm"… comes from Yiddish": after "a" or "an" and describing
  // words, a name among them, a bare word the tagger read as a verb that English has as a noun,
  // before a preposition or a comma, ends the noun phrase: after "a", no bare verb agrees. (Not after
  // "a few", which counts: "A few return to…".)
  if (lexicon)
    fixed.forEach((word, index) => {
      if (word.pos !== "VERB" || word.lower !== word.lemma || /s$/.test(word.lower) || !isNoun(word.lower) || settled.has(word)) return;
      let at = index - 1;
      while (["ADJ", "PROPN"].includes(fixed[at]?.pos ?? "") && !/^(?:few|little|lot|couple|number|handful|dozen)$/.test(fixed[at]!.lower)) at -= 1;
      if (at === index - 1 || !/^(?:a|an)$/.test(fixed[at]?.lower ?? "") || !["ADP", "PUNCT"].includes(fixed[index + 1]?.pos ?? "")) return;
      word.pos = "NOUN";
    });
  // "Blue whales, humpbacks and right whales all feed in this way": a plural, then "all" or "both",
  // then a bare word English has as a verb before a preposition, an adverb or an article: the plural
  // is the subject and the bare word its verb.
  if (lexicon)
    fixed.forEach((word, index) => {
      const [plural, next, after] = [fixed[index - 2], fixed[index + 1], fixed[index - 1]];
      if (
        /^(?:all|both)$/.test(after?.lower ?? "") &&
        plural !== undefined &&
        ["NOUN", "VERB"].includes(plural.pos) &&
        /^\p{Ll}+[^s]s$/u.test(plural.value) &&
        isNoun(plural.lower) &&
        ["NOUN", "VERB"].includes(word.pos) &&
        word.lower === word.lemma &&
        /^\p{Ll}+$/u.test(word.value) &&
        isVerb(word.lower) &&
        ["ADP", "ADV", "DET", "PRON", "PUNCT"].includes(next?.pos ?? "") &&
        !settled.has(word)
      ) {
        plural.pos = "NOUN";
        word.pos = "VERB";
        settled.add(plural).add(word);
      }
    });
  // "Online shops, where a price can be changed…, face much smaller menu costs": an opening word and a
  // plural read as a verb, then an aside that "where", "which" or "who" opens between commas, then a
  // bare word English has as a verb: the plural is the subject, the bare word its verb, and a plural
  // that ends the sentence after a noun is the object's noun.
  if (lexicon && /^\p{Lu}/u.test(fixed[0]?.value ?? "") && fixed[2]?.value === "," && /^(?:where|which|who)$/.test(fixed[3]?.lower ?? "")) {
    const plural = fixed[1]!;
    const close = fixed.findIndex((token, index) => index > 4 && token.value === ",");
    const verb = fixed[close + 1];
    if (
      close > 0 &&
      pluralReadAsVerb(plural) &&
      verb !== undefined &&
      ["NOUN", "VERB"].includes(verb.pos) &&
      verb.lower === verb.lemma &&
      /^\p{Ll}+$/u.test(verb.value) &&
      isVerb(verb.lower)
    ) {
      plural.pos = "NOUN";
      verb.pos = "VERB";
      settled.add(plural).add(verb);
      if (fixed[0]!.pos === "PROPN" && !writtenCapitalised(fixed[0]!.value) && isAdjective(fixed[0]!.lower)) fixed[0]!.pos = "ADJ";
      const lastAt = fixed.length - (fixed[fixed.length - 1]?.pos === "PUNCT" ? 2 : 1);
      const last = fixed[lastAt];
      if (last !== undefined && pluralReadAsVerb(last) && fixed[lastAt - 1]?.pos === "NOUN") last.pos = "NOUN";
    }
  }
  // "Tight calf muscles and shoes with poor support increase the strain…": before the clause's first
  // bare verb, plurals read as verbs inside a subject of nouns joined by "and" are its nouns.
  if (lexicon) {
    const bare = fixed.findIndex(
      (token, index) => index > 2 && token.pos === "VERB" && token.lower === token.lemma && /^\p{Ll}+$/u.test(token.value) && isVerb(token.lower),
    );
    const subject = bare > 0 ? fixed.slice(0, bare) : [];
    // (Not a verb with its object: "Autocomplete saves typing and helps users spell…".)
    const misread = (token: Token, index: number) =>
      pluralReadAsVerb(token) && !settled.has(token) && !["DET", "NOUN", "PRON", "ADJ", "NUM", "PROPN"].includes(fixed[index + 1]?.pos ?? "");
    if (
      subject.some((token) => token.lower === "and") &&
      subject.some(misread) &&
      subject.every((token, index) => ["DET", "ADJ", "NOUN", "PROPN", "CCONJ", "ADP", "NUM"].includes(token.pos) || misread(token, index)) &&
      subject.every((token, index) => !misread(token, index) || ["ADJ", "NOUN", "PROPN", "CCONJ"].includes(subject[index - 1]?.pos ?? "")) &&
      // (Not after a bare word English has as a verb, which may be the verb itself: "Males dig burrows and guard them".)
      !subject.some(
        (token, index) =>
          misread(token, index) &&
          subject[index - 1]!.pos === "NOUN" &&
          subject[index - 1]!.lower === subject[index - 1]!.lemma &&
          isVerb(subject[index - 1]!.lower),
      )
    ) {
      subject.forEach((token, index) => {
        if (misread(token, index)) token.pos = "NOUN";
      });
      if (subject[0]!.pos === "PROPN" && !writtenCapitalised(subject[0]!.value) && isAdjective(subject[0]!.lower)) subject[0]!.pos = "ADJ";
    }
  }
  // "Food that is dipped in liquid nitrogen freezes so fast…": after an opening singular subject, a
  // "that" or "which" clause with one verb and the phrases after it, a plural that no noun follows
  // is the main verb the sentence has not had yet.
  if (lexicon) {
    const relative = fixed.findIndex((token) => /^(?:that|which)$/.test(token.lower));
    const subject = fixed.slice(0, relative);
    let at = relative + 1;
    while (fixed[at]?.pos === "AUX" || fixed[at]?.pos === "ADV") at += 1;
    const verb = fixed[at];
    at += 1;
    // (Past the phrases after it: "in liquid nitrogen", "by the wind".)
    while (fixed[at]?.pos === "ADP" && at + 1 < fixed.length) {
      at += 1;
      while (["DET", "ADJ", "NOUN", "PROPN"].includes(fixed[at]?.pos ?? "") && !verbPlural(fixed[at])) at += 1;
    }
    const word = fixed[at];
    if (
      relative > 0 &&
      subject.every((token) => ["DET", "ADJ", "NOUN", "PROPN"].includes(token.pos)) &&
      // (An opening common noun the tagger took for a name: "Food".)
      (singular(subject[subject.length - 1]) ||
        (relative === 1 &&
          subject[0]!.pos === "PROPN" &&
          subject[0]!.lower === subject[0]!.lemma &&
          isNoun(subject[0]!.lower) &&
          !/s$/.test(subject[0]!.lower))) &&
      verb?.pos === "VERB" &&
      fixed[at - 1]?.pos === "NOUN" &&
      verbPlural(word) &&
      !["NOUN", "PROPN", "ADJ"].includes(fixed[at + 1]?.pos ?? "")
    ) {
      word.pos = "VERB";
      word.lemma = verbStem(word);
    }
  }
  // "…because cold air is heavier than warm air and sinks into low ground": after a clause with its
  // verb, a singular noun and "and", a plural before "into" or a like preposition of where to is
  // the clause's second verb.
  if (lexicon)
    fixed.forEach((word, index) => {
      const [and, noun, after] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
      const clause = fixed.slice(fixed.map((token) => token.value).lastIndexOf(",", index) + 1, index - 1);
      if (
        verbPlural(word) &&
        and?.lower === "and" &&
        singular(noun) &&
        /^(?:into|onto|towards|toward|through|across|along|down|up|away|back|out)$/.test(after?.lower ?? "") &&
        clause.some((token) => token.pos === "VERB" || token.pos === "AUX")
      ) {
        word.pos = "VERB";
        word.lemma = verbStem(word);
      }
    });
  // ("…so “cute kitten” alliterates, but…": an "-s" word WordNet has only as a verb, never as a
  // noun, is a verb wherever the tagger put it.)
  if (lexicon)
    fixed.forEach((word) => {
      const stem = verbStem(word);
      if (word.pos === "NOUN" && /^\p{Ll}+[^s]s$/u.test(word.value) && stem !== word.lemma && isVerb(stem) && !isNoun(stem) && !isNoun(word.lower)) {
        word.pos = "VERB";
        word.lemma = stem;
      }
    });
  // ("…the sound that matters, not the spelling": "that" after a noun opens a clause about it, and
  // as a determiner goes with no plural, so an "-s" word right after it that English has as a verb,
  // with no verb after it, is the clause's verb. Not "…showed that plants need light".)
  if (lexicon)
    fixed.forEach((word, index) => {
      if (
        fixed[index - 1]?.lower === "that" &&
        fixed[index - 2]?.pos === "NOUN" &&
        verbPlural(word) &&
        !["VERB", "AUX", "NOUN", "ADJ"].includes(fixed[index + 1]?.pos ?? "")
      ) {
        word.pos = "VERB";
        word.lemma = verbStem(word);
      }
    });
  // "…who gets six or more penalty points within two years": after a verb and a number of things,
  // a plural read as a verb is the head of its noun phrase.
  if (lexicon)
    fixed.forEach((word, index) => {
      const noun = fixed[index - 1];
      let at = index - 2;
      while (fixed[at]?.pos === "ADJ" && fixed[at]?.lower !== "more") at -= 1;
      if (fixed[at]?.lower === "more" && fixed[at - 1]?.lower === "or") at -= 2;
      const [count, verb] = [fixed[at], fixed[at - 1]];
      if (
        word.pos === "VERB" &&
        /^\p{Ll}+[^s]s$/u.test(word.value) &&
        isNoun(word.lower.replace(/s$/, "")) &&
        noun?.pos === "NOUN" &&
        noun.lower === noun.lemma &&
        (count?.pos === "NUM" || /^(?:many|several|few|more|most)$/.test(count?.lower ?? "")) &&
        verb?.pos === "VERB"
      ) {
        word.pos = "NOUN";
        word.lemma = word.lower.replace(/s$/, "");
      }
    });
  // "Bogs preserve bodies because…": an opening plural, then a bare word read as a noun that English
  // has as a verb and a plural read as a verb that it has as a noun: the bare word is the verb.
  {
    const [plural, bare, object] = fixed;
    if (
      lexicon &&
      plural &&
      /^\p{Lu}\p{Ll}+[^s]s$/u.test(plural.value) &&
      isNoun(plural.lower.replace(/s$/, "")) &&
      bareVerbAsNoun(bare) &&
      object?.pos === "VERB" &&
      /^\p{Ll}+s$/u.test(object.value) &&
      isNoun(object.lemma) &&
      !["DET", "ADJ", "NOUN"].includes(fixed[3]?.pos ?? "")
    ) {
      bare.pos = "VERB";
      object.pos = "NOUN";
    }
  }
  // "The first known coupon was issued…": a participle between "the" (and "first", "last", "only"…)
  // and its noun describes the noun.
  if (lexicon)
    fixed.forEach((word, index) => {
      // (After "the first", "the only"…, or "known" after "the"; not "the most visited", a degree.)
      const ordinal = /^(?:first|last|only|earliest|oldest)$/.test(fixed[index - 1]?.lower ?? "");
      const before = ordinal ? fixed[index - 2] : fixed[index - 1];
      if (
        word.pos === "VERB" &&
        word.lower !== word.lemma &&
        /(?:ed|en|wn)$/.test(word.lower) &&
        (ordinal || word.lower === "known") &&
        before?.pos === "DET" &&
        fixed[index + 1]?.pos === "NOUN"
      )
        word.pos = "ADJ";
    });
  // "…let a firm charge different prices": after "let", "help" or "make" and "a" or "the", a word
  // read as an adjective that English has as a noun, then a bare noun it has as a verb before its
  // object, are the object and its verb.
  if (lexicon)
    fixed.forEach((word, index) => {
      const [article, object, verb, after] = [fixed[index + 1], fixed[index + 2], fixed[index + 3], fixed[index + 4]];
      if (
        /^(?:let|lets|help|helps|make|makes|made)$/.test(word.lower) &&
        /^(?:a|an|the)$/.test(article?.lower ?? "") &&
        object?.pos === "ADJ" &&
        isNoun(object.lower) &&
        bareVerbAsNoun(verb) &&
        ["ADJ", "DET", "NOUN", "PRON"].includes(after?.pos ?? "")
      ) {
        object.pos = "NOUN";
        verb.pos = "VERB";
      }
    });
  // "…on a British navy ship sailing in the Pacific": an "-ing" word read as a noun after a noun,
  // before "in" or a like preposition, is a participle, unless WordNet has the two as one noun
  // ("water skiing").
  if (lexicon)
    fixed.forEach((word, index) => {
      const noun = fixed[index - 1];
      if (
        word.pos === "NOUN" &&
        /^\p{Ll}+ing$/u.test(word.value) &&
        verbFrom(word.lower, "ing") !== undefined &&
        noun?.pos === "NOUN" &&
        /^(?:in|on|across|through|along|towards|toward|from|to|into|around|near)$/.test(fixed[index + 1]?.lower ?? "") &&
        !knowsPhrase(`${noun.lower} ${word.lower}`)
      )
        word.pos = "VERB";
    });
  // "Paying managers partly in shares is meant to…": an opening "-ing" word and a plural before a
  // singular verb is a doing and its object, not a kind of manager (not "Flowering plants need…").
  if (
    lexicon &&
    /^\p{Lu}\p{Ll}+ing$/u.test(fixed[0]?.value ?? "") &&
    verbFrom(fixed[0]!.lower, "ing") !== undefined &&
    fixed[1]?.pos === "NOUN" &&
    /^\p{Ll}+[^s]s$/u.test(fixed[1].value) &&
    !knowsPhrase(`${fixed[0]!.lower} ${fixed[1].lemma}`)
  ) {
    const verb = fixed.findIndex((token, index) => index > 1 && (token.pos === "VERB" || token.pos === "AUX" || token.value === ","));
    const singular = fixed[verb];
    if (
      singular !== undefined &&
      (/^(?:is|was|has|does)$/.test(singular.lower) || (singular.pos === "VERB" && /[^s]s$/.test(singular.lower) && singular.lower !== singular.lemma)) &&
      fixed.slice(2, verb).every((token) => ["ADV", "ADP", "DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos))
    ) {
      fixed[0]!.pos = "VERB";
    }
  }
  // "Blue litmus paper turns red…": a bare word read as a verb right before a verb in "-s", after a
  // noun or an adjective, is the noun the subject ends in. ("A long court case later found that…":
  // so is one before an adverb and a verb in the past.)
  if (lexicon)
    fixed.forEach((token, index) => {
      const before = fixed[index - 1];
      let at = index + 1;
      while (fixed[at]?.pos === "ADV") at += 1;
      const after = fixed[at];
      const finite =
        after !== undefined &&
        after.lower !== after.lemma &&
        ((at === index + 1 && /[^s]s$/.test(after.lower)) ||
          // (After one thing, not many: "Water filters use activated charcoal".)
          (before?.pos === "NOUN" &&
            before.lower === before.lemma &&
            !/[^s]s$/.test(before.lower) &&
            (/ed$/.test(after.lower) || irregularPast.has(after.lower))));
      if (
        token.pos === "VERB" &&
        token.lower === token.lemma &&
        /^\p{Ll}+$/u.test(token.value) &&
        // (Not "Burdock seeds have hooks that…", where the tagger read "hooks" as the verb.)
        !token.stop &&
        isNoun(token.lower) &&
        ["NOUN", "ADJ"].includes(before?.pos ?? "") &&
        after?.pos === "VERB" &&
        finite &&
        !fixed.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX")
      )
        token.pos = "NOUN";
    });
  // "An insect that loses its footing falls into a pool…": a word in "-s" read as a noun after "its"
  // or "the" and a noun, ending a "that" or "who" clause that opens the sentence's subject, before a
  // preposition, is the subject's own verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [noun, owner, next] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
      if (
        token.pos !== "NOUN" ||
        !/^\p{Ll}+[^s]s$/u.test(token.value) ||
        !isVerb(token.lower.replace(/s$/, "")) ||
        noun?.pos !== "NOUN" ||
        !["DET", "PRON"].includes(owner?.pos ?? "") ||
        !["ADP", "ADV"].includes(next?.pos ?? "")
      )
        return;
      const relative = fixed.findIndex((word, at) => at > 0 && /^(?:that|who)$/.test(word.lower) && fixed[at - 1]?.pos === "NOUN");
      if (relative < 0 || relative > index - 4 || fixed[relative + 1]?.pos !== "VERB") return;
      const own = fixed.slice(relative + 2, index - 2);
      if (fixed.slice(0, relative).some((word) => ["VERB", "AUX", "PUNCT"].includes(word.pos))) return;
      if (own.some((word) => !["DET", "ADJ", "NOUN", "ADP"].includes(word.pos))) return;
      const clauseEnd = fixed.findIndex((word, at) => at > index && /^[,;:.]$/.test(word.value));
      if (fixed.slice(index + 1, clauseEnd < 0 ? undefined : clauseEnd).some((word) => word.pos === "VERB" || word.pos === "AUX")) return;
      token.pos = "VERB";
      token.lemma = token.lower.replace(/s$/, "");
    });
  // "…however many items the table holds.": a word in "-s" after "the" and a noun, ending the
  // sentence after a plural, is that noun's verb (the items that the table holds).
  if (lexicon)
    fixed.forEach((token, index) => {
      const [noun, the, plural, after] = [fixed[index - 1], fixed[index - 2], fixed[index - 3], fixed[index + 1]];
      if (
        token.pos === "NOUN" &&
        /^\p{Ll}+[^s]s$/u.test(token.value) &&
        isVerb(token.lower.replace(/s$/, "")) &&
        noun?.pos === "NOUN" &&
        noun.lower === noun.lemma &&
        the?.lower === "the" &&
        plural?.pos === "NOUN" &&
        plural.lower !== plural.lemma &&
        (after === undefined || /^[.!?;]$/.test(after.value))
      ) {
        token.pos = "VERB";
        token.lemma = token.lower.replace(/s$/, "");
      }
    });
  // "Tall, dark cumulonimbus clouds bring thunderstorms…": a word in "-s" read as a verb after a noun,
  // before a bare word WordNet has only as a verb, is the subject's noun, and that word its verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, next] = [fixed[index - 1], fixed[index + 1]];
      if (
        pluralReadAsVerb(token) &&
        ["NOUN", "ADJ"].includes(before?.pos ?? "") &&
        next?.pos === "NOUN" &&
        next.lower === next.lemma &&
        isVerb(next.lower) &&
        !isNoun(next.lower) &&
        // (With an object of its own: not "When the user presses undo, …".)
        ["NOUN", "ADJ", "DET", "NUM"].includes(fixed[index + 2]?.pos ?? "") &&
        !fixed.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX")
      ) {
        token.pos = "NOUN";
        next.pos = "VERB";
      }
    });
  // "Föhn winds in the Alps can raise the temperature…": a word in "-s" read as a verb after the
  // subject's first noun or name, before a phrase of place or the like and then a modal and its verb,
  // with no verb before it, is the subject's plural noun; the modal's verb is the clause's.
  if (lexicon)
    fixed.forEach((token, index) => {
      const before = fixed[index - 1];
      if (!pluralReadAsVerb(token) || settled.has(token) || !["NOUN", "PROPN"].includes(before?.pos ?? "") || fixed[index + 1]?.pos !== "ADP") return;
      if (fixed.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX")) return;
      const modalAt = fixed.findIndex((word, at) => at > index + 1 && modalVerb.test(word.lower));
      if (modalAt < 0 || fixed[modalAt + 1]?.pos !== "VERB" || fixed[modalAt + 1]!.lower !== fixed[modalAt + 1]!.lemma) return;
      if (!fixed.slice(index + 1, modalAt).every((word) => ["ADP", "DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(word.pos))) return;
      token.pos = "NOUN";
      token.lemma = token.lower.replace(/s$/, "");
      settled.add(token);
    });
  // "The usual remedies pull in opposite directions": a word in "-s" read as a verb right after "the"
  // and adjectives is their noun, and a bare word after it read as a noun, before a preposition, the verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      const next = fixed[index + 1];
      let at = index - 1;
      while (fixed[at]?.pos === "ADJ") at += -1;
      if (
        pluralReadAsVerb(token) &&
        at < index - 1 &&
        fixed[at]?.pos === "DET" &&
        next?.pos === "NOUN" &&
        next.lower === next.lemma &&
        isVerb(next.lower) &&
        ["ADP", "ADV"].includes(fixed[index + 2]?.pos ?? "") &&
        !fixed.slice(0, at).some((word) => word.pos === "VERB" || word.pos === "AUX")
      ) {
        token.pos = "NOUN";
        next.pos = "VERB";
      }
    });
  // "…where bacteria ferment it and produce gas": a bare word after a verb, its pronoun object and
  // "and" is a second verb, not a noun joined to "it".
  if (lexicon)
    fixed.forEach((token, index) => {
      const [and, object, verb] = [fixed[index - 1], fixed[index - 2], fixed[index - 3]];
      if (
        token.pos === "NOUN" &&
        token.lower === token.lemma &&
        isVerb(token.lower) &&
        and?.lower === "and" &&
        /^(?:it|them)$/.test(object?.lower ?? "") &&
        verb?.pos === "VERB" &&
        // (Its object too, where the tagger made it the verb: "…and produce gas".)
        (["NOUN", "ADJ", "DET", "NUM"].includes(fixed[index + 1]?.pos ?? "") || (fixed[index + 1]?.pos === "VERB" && isNoun(fixed[index + 1]!.lower)))
      ) {
        token.pos = "VERB";
        if (fixed[index + 1]!.pos === "VERB") fixed[index + 1]!.pos = "NOUN";
      }
    });
  // "Where barriers to entry are high, the firms already in the market face little competition": a
  // bare word read as a noun after a place's noun, in a clause with a plural subject and no verb
  // yet, before what it does to something, is the subject's verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      if (token.pos !== "NOUN" || token.lower !== token.lemma || /s$/.test(token.lower) || !isVerb(token.lower) || fixed[index - 1]?.pos !== "NOUN") return;
      if (!["ADJ", "DET", "NUM"].includes(fixed[index + 1]?.pos ?? "") || fixed[index + 2]?.pos !== "NOUN") return;
      let start = index;
      while (start > 0 && fixed[start - 1]!.value !== ",") start -= 1;
      const clause = fixed.slice(start, index);
      if (clause.some((word) => word.pos === "VERB" || word.pos === "AUX")) return;
      let at = 0;
      while (["DET", "ADJ"].includes(clause[at]?.pos ?? "")) at += 1;
      const subject = clause[at];
      if (subject?.pos !== "NOUN" || subject.lower === subject.lemma || !/s$/.test(subject.lower)) return;
      if (!clause.slice(at + 1).some((word) => word.pos === "ADP")) return;
      token.pos = "VERB";
    });
  // "The Inca builders fitted…": a past in "-ed" the tagger left as its own lemma takes its base.
  if (lexicon)
    fixed.forEach((token) => {
      // (Not a verb of its own that ends so: "feed", "need".)
      if (token.pos !== "VERB" || token.lemma !== token.lower || !/\p{Ll}ed$/u.test(token.lower) || isVerb(token.lower)) return;
      const base = verbFrom(token.lower, "ed");
      if (base !== undefined && base !== token.lower) token.lemma = base;
    });
  // "…which keeps the nest cool in the heat of the day": after "keep", "make" or "leave" and its
  // object, a word mostly an adjective says what state the object is kept in; it ends no noun.
  fixed.forEach((token, index) => {
    if (!lexicon || token.pos !== "NOUN" || !mostlyAdjective(token.lower) || fixed[index - 1]?.pos !== "NOUN") return;
    const next = fixed[index + 1];
    if (next !== undefined && !["ADP", "PUNCT", "CCONJ"].includes(next.pos)) return;
    let at = index - 2;
    while (fixed[at]?.pos === "ADJ") at -= 1;
    if (!["DET", "PRON"].includes(fixed[at]?.pos ?? "")) return;
    if (/^(?:keep|make|leave|render|turn|hold)$/.test(fixed[at - 1]?.lemma ?? "") && fixed[at - 1]!.pos === "VERB") token.pos = "ADJ";
  });
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, next, after] = [fixed[index - 1], fixed[index + 1], fixed[index + 2]];
      // "Emulsifiers are also added to ice cream…": after "to", a word read as a verb and a noun that
      // WordNet has together as one noun are that noun, not a doing and its object.
      if (before?.lower === "to" && token.pos === "VERB" && next?.pos === "NOUN" && knowsPhrase(`${token.lower} ${next.lower}`)) token.pos = "NOUN";
      // "…and the sea floor is shallow": a bare word read as a verb right after "is" or "was" is no
      // verb (a verb there would be a participle); where WordNet has it as an adjective, it is one.
      // (Not a participle the same as the verb: "…were set into the marble".)
      if (/^(?:is|are|was|were)$/.test(before?.lower ?? "") && token.pos === "VERB" && token.lower === token.lemma && mostlyAdjective(token.lower))
        token.pos = "ADJ";
      // "On hot, dry days plants close their stomata…": after an opening phrase's plural noun, a plural
      // read as a verb and a bare word read as an adjective, before "their" or "its", are the subject
      // and its verb.
      if (
        before?.pos === "NOUN" &&
        before.lower !== before.lemma &&
        fixed[0]?.pos === "ADP" &&
        pluralReadAsVerb(token) &&
        next?.pos === "ADJ" &&
        next.lower === next.lemma &&
        isVerb(next.lower) &&
        /^(?:their|its)$/.test(after?.lower ?? "") &&
        !fixed.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX")
      ) {
        token.pos = "NOUN";
        next.pos = "VERB";
      }
      // "In baking, the carbon dioxide forms bubbles that make…": after "the" and a noun, an "-s" word
      // read as a noun that English has as a verb, then a plural read as the verb and "that", is the
      // verb, and the plural its object.
      if (
        before?.pos === "NOUN" &&
        fixed.slice(0, index).some((word) => word.lower === "the") &&
        token.pos === "NOUN" &&
        /^\p{Ll}+[^s]s$/u.test(token.value) &&
        isVerb(verbStem(token)) &&
        next !== undefined &&
        pluralReadAsVerb(next) &&
        /^(?:that|which)$/.test(after?.lower ?? "") &&
        !fixed.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX")
      ) {
        token.pos = "VERB";
        token.lemma = verbStem(token);
        next.pos = "NOUN";
      }
      // "The term comes from a mixed trading language…": after "the" and a singular noun opening the
      // sentence, an "-s" word read as a noun that English has as a verb, before a preposition, is the
      // verb where no other finite verb follows.
      if (
        index === 2 &&
        /^(?:the|a|an|this|each)$/.test(fixed[0]!.lower) &&
        before?.pos === "NOUN" &&
        before.lower === before.lemma &&
        token.pos === "NOUN" &&
        /^\p{Ll}+[^s]s$/u.test(token.value) &&
        isVerb(verbStem(token)) &&
        next?.pos === "ADP" &&
        !fixed
          .slice(index + 1)
          .some(
            (word) => word.pos === "AUX" || (word.pos === "VERB" && (/[^s]s$/.test(word.lower) || irregularPast.has(word.lower) || word.lower === word.lemma)),
          )
      ) {
        token.pos = "VERB";
        token.lemma = verbStem(token);
      }
    });
  if (lexicon) {
    // "Quantitative easing is a policy…": an opening word WordNet knows as an adjective, then an
    // "-ing" word read as a verb and the clause's auxiliary: the "-ing" word is the subject's noun.
    const [first, gerund, auxiliary] = fixed;
    if (
      first &&
      gerund &&
      ["PROPN", "ADJ"].includes(first.pos) &&
      /^\p{Lu}\p{Ll}+$/u.test(first.value) &&
      !/ing$/.test(first.lower) &&
      isAdjective(first.lower) &&
      gerund.pos === "VERB" &&
      /^\p{Ll}+ing$/u.test(gerund.value) &&
      auxiliary?.pos === "AUX"
    ) {
      first.pos = "ADJ";
      gerund.pos = "NOUN";
    }
    fixed.forEach((token, index) => {
      const [before, next] = [fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "NOUN" || token.lower !== token.lemma || !/^\p{Ll}+$/u.test(token.value)) return;
      // "Larger fish visit fixed spots on the reef": after a plural (or "fish") in a clause with no verb
      // yet, a bare word read as a noun that English has as a verb, before an "-ed" word read as the
      // verb and a noun, is the verb, and the "-ed" word describes the noun.
      const [described, noun] = [next, fixed[index + 2]];
      if (
        before?.pos === "NOUN" &&
        (zeroPlurals.test(before.lower) || (before.lower !== before.lemma && /s$/.test(before.lower))) &&
        isVerb(token.lower) &&
        described?.pos === "VERB" &&
        /ed$/.test(described.lower) &&
        noun?.pos === "NOUN" &&
        !fixed.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX")
      ) {
        token.pos = "VERB";
        described.pos = "ADJ";
        return;
      }
      // "Its aim was to redraw the map…": after "to", before its object, a word WordNet has no noun
      // for and that is a verb (or one with "re-" before it) is that verb.
      const verb = isVerb(token.lower) || (/^re\p{Ll}{3,}$/u.test(token.lower) && isVerb(token.lower.slice(2)));
      if (before?.lower === "to" && next?.pos === "DET" && verb && !isNoun(token.lower)) token.pos = "VERB";
      // "…crystals come loose and drift into the wrong part of the ear": a bare word after a bare
      // verb, the word that says how, and "and", before a preposition, is a second verb.
      // ("…they swell and curve apart": so is one right after a bare verb and "and", before an adverb or a preposition.)
      const how = ["ADJ", "ADV"].includes(fixed[index - 2]?.pos ?? "");
      const first = fixed[index - (how ? 3 : 2)];
      if (
        before?.lower === "and" &&
        first?.pos === "VERB" &&
        first.lower === first.lemma &&
        (next?.pos === "ADP" || (!how && next?.pos === "ADV")) &&
        isVerb(token.lower)
      )
        token.pos = "VERB";
    });
  }
  // "…from a Greek word meaning "a cutting"": "meaning" after a noun, before a quotation, a
  // determiner or "that", is the participle of a verb, no part of the noun.
  fixed.forEach((token, index) => {
    const [before, after] = [fixed[index - 1], fixed[index + 1]];
    if (
      token.lower === "meaning" &&
      token.pos === "NOUN" &&
      ["NOUN", "PROPN"].includes(before?.pos ?? "") &&
      (/^["“]$/.test(after?.value ?? "") || after?.pos === "DET" || after?.lower === "that")
    )
      token.pos = "VERB";
  });
  // "A female visits several bowers, watches each male dance and sing…": a bare word English has as
  // a verb, read as a noun after a noun, before "and" and a bare verb that ends its clause, is a verb too.
  fixed.forEach((token, index) => {
    const [before, and, second, after] = [fixed[index - 1], fixed[index + 1], fixed[index + 2], fixed[index + 3]];
    if (
      lexicon &&
      token.pos === "NOUN" &&
      token.lower === token.lemma &&
      isVerb(token.lower) &&
      ["NOUN", "ADJ"].includes(before?.pos ?? "") &&
      and?.lower === "and" &&
      second?.pos === "VERB" &&
      second.lower === second.lemma &&
      (after === undefined || after.pos === "PUNCT")
    )
      token.pos = "VERB";
  });
  // "A female visits several bowers, watches each male…": after a comma, an "-s" word read as a noun
  // before a determiner, where an "-s" verb comes before the comma, is the next verb of a list.
  fixed.forEach((token, index) => {
    const [comma, next] = [fixed[index - 1], fixed[index + 1]];
    if (
      lexicon &&
      token.pos === "NOUN" &&
      /^\p{Ll}+[^s]s$/u.test(token.value) &&
      comma?.value === "," &&
      next?.pos === "DET" &&
      isVerb(token.lemma) &&
      fixed.slice(0, index - 1).some((word) => word.pos === "VERB" && word.lower !== word.lemma && /^\p{Ll}+[^s]s$/u.test(word.value))
    )
      token.pos = "VERB";
  });
  // "…declared Luther an outlaw and banned his books": a possessive the tagger (or a rule above) read
  // as a noun is a possessive; the word after it is the noun it owns, and an "-ed" word before it a verb.
  fixed.forEach((token, index) => {
    if (token.pos !== "NOUN" || !/^(?:his|her|its|their|my|our|your)$/.test(token.lower)) return;
    token.pos = "PRON";
    const [before, after] = [fixed[index - 1], fixed[index + 1]];
    if (after?.pos === "VERB" && (!lexicon || isNoun(after.lower))) after.pos = "NOUN";
    if (before?.pos === "ADJ" && /^\p{Ll}+ed$/u.test(before.value) && (!lexicon || verbFrom(before.lower, "ed") !== undefined)) before.pos = "VERB";
  });
  // "To check an item, the filter looks…": after "to", a bare word read as a noun, before a
  // determiner, is a verb; so after "that all" or "which both", before a preposition ("bits that all start at zero").
  fixed.forEach((token, index) => {
    const [before, earlier, after] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
    if (settled.has(token) || !lexicon || !bareVerbAsNoun(token)) return;
    const afterTo = before?.lower === "to" && before.pos === "PART" && /^(?:a|an|the|this|that|these|those|its|their|each|every)$/.test(after?.lower ?? "");
    const afterAll = /^(?:all|both)$/.test(before?.lower ?? "") && /^(?:that|which|who)$/.test(earlier?.lower ?? "") && after?.pos === "ADP";
    if (afterTo || afterAll) token.pos = "VERB";
  });
  // "The fermenting leaves give the bird…", "…most trusts fell into debt": an "-s" word read as a verb,
  // after a determiner, a describing word or a sentence's start, right before a verb of its own in the
  // past or bare, is a plural noun, the subject of that verb.
  fixed.forEach((token, index) => {
    const [before, next] = [fixed[index - 1], fixed[index + 1]];
    if (!lexicon || settled.has(token) || !pluralReadAsVerb({ ...token, value: token.lower })) return;
    // (…or before "that" or "which", after an opening describing word: "Old flags that are never removed make…";
    // only where a verb follows "that", with an adverb before it at most: "Durability means that a
    // transaction…", "…that once a transaction is committed…" go on with a clause of their own.)
    const relativeVerb = fixed[index + 2]?.pos === "ADV" ? fixed[index + 3] : fixed[index + 2];
    const relative =
      index === 1 &&
      /^\p{Lu}/u.test(before!.value) &&
      ["ADJ", "PROPN"].includes(before!.pos) &&
      /^(?:that|which)$/.test(next?.lower ?? "") &&
      (relativeVerb?.pos === "VERB" || relativeVerb?.pos === "AUX");
    if (relative) token.pos = "NOUN";
    if (next?.pos !== "VERB") return;
    const opens =
      before === undefined || ["DET", "ADJ", "NUM", "PROPN"].includes(before.pos) || /^(?:most|many|some|all)$/.test(before.lower) || /ing$/.test(before.lower);
    const ownVerb = next.lower === next.lemma || irregularPast.has(next.lower) || /ed$/.test(next.lower);
    if (opens && ownVerb && !/ing$/.test(next.lower)) token.pos = "NOUN";
  });
  // "…because their paint contained radium": after a possessive, a bare word read as a verb that English
  // has as a noun is that noun, and an "-ed" word after it, before a noun, its verb.
  fixed.forEach((token, index) => {
    const [before, next, object] = [fixed[index - 1], fixed[index + 1], fixed[index + 2]];
    if (!lexicon || settled.has(token) || token.pos !== "VERB" || token.lower !== token.lemma || !isNoun(token.lower)) return;
    if (before?.pos !== "PRON" || !/^(?:its|their|his|her)$/.test(before.lower)) return;
    if (!/^\p{Ll}+ed$/u.test(next?.value ?? "") || !["NOUN", "DET", "ADJ"].includes(object?.pos ?? "")) return;
    token.pos = "NOUN";
    next!.pos = "VERB";
  });
  // "Gears on a bicycle change how far…": an opening plural read as a verb, then a phrase of place, then a
  // bare word read as a noun that English has as a verb, before "how", "what" or a determiner, with no
  // verb between: the plural is the subject, that word its verb.
  const [plural, preposition] = [fixed[0], fixed[1]];
  if (lexicon && plural !== undefined && pluralReadAsVerb({ ...plural, value: plural.lower }) && preposition?.pos === "ADP") {
    let at = 2;
    while (["DET", "ADJ", "NUM"].includes(fixed[at]?.pos ?? "")) at += 1;
    while (fixed[at]?.pos === "NOUN" && bareVerbAsNoun(fixed[at + 1]) === false) at += 1;
    const verb = fixed[at + 1];
    if (
      fixed[at]?.pos === "NOUN" &&
      bareVerbAsNoun(verb) &&
      !settled.has(verb) &&
      (/^(?:how|what|whether|which|when|where|why)$/.test(fixed[at + 2]?.lower ?? "") || fixed[at + 2]?.pos === "DET")
    ) {
      plural.pos = "NOUN";
      verb.pos = "VERB";
    }
  }
  // "Breathing air through a narrow tube, it can wait…": an opening "-ing" word of a verb, then a bare
  // word English has as a noun read as a verb, in a clause with no other verb that a comma closes
  // before a subject (a pronoun, or a noun and the words that describe it) and its verb: the "-ing"
  // word is the doing and the bare word its object.
  {
    const subjectThenVerb = (from: number) => {
      let at = from;
      if (fixed[at]?.pos !== "PRON") {
        while (fixed[at]?.pos === "DET" || fixed[at]?.pos === "ADJ") at += 1;
        if (fixed[at]?.pos !== "NOUN" && fixed[at]?.pos !== "PROPN") return false;
        while (fixed[at + 1]?.pos === "NOUN" || fixed[at + 1]?.pos === "PROPN") at += 1;
      }
      return fixed[at + 1]?.pos === "VERB" || fixed[at + 1]?.pos === "AUX";
    };
    const [opening, object] = fixed;
    const comma = fixed.findIndex((word) => word.value === ",");
    if (
      lexicon &&
      opening !== undefined &&
      object !== undefined &&
      /^\p{Lu}\p{Ll}+ing$/u.test(opening.value) &&
      verbFrom(opening.lower, "ing") !== undefined &&
      object.pos === "VERB" &&
      object.lower === object.lemma &&
      isNoun(object.lower) &&
      comma > 2 &&
      fixed.slice(2, comma).every((word) => word.pos !== "VERB" && word.pos !== "AUX") &&
      subjectThenVerb(comma + 1)
    ) {
      settleAsVerb(opening);
      object.pos = "NOUN";
    }
  }
  // "Heating saturated silica gel drives the water out…": an opening "-ing" word of a verb, before a
  // determiner or an "-ed" word, with a verb of the sentence's own after it, is a doing, no name.
  const gerund = fixed[0];
  if (
    lexicon &&
    gerund !== undefined &&
    /^\p{Lu}\p{Ll}+ing$/u.test(gerund.value) &&
    (gerund.pos === "PROPN" || gerund.pos === "NOUN") &&
    verbFrom(gerund.lower, "ing") !== undefined &&
    (/^(?:a|an|the|this|these|its|their)$/.test(fixed[1]?.lower ?? "") || (fixed[1]?.pos === "VERB" && /^\p{Ll}+ed$/u.test(fixed[1].value))) &&
    fixed.slice(2).some((word) => word.pos === "VERB" && word.lower !== word.lemma && /s$/.test(word.lower))
  )
    gerund.pos = "VERB";
  // "…and most chicks in the wild die before…": a plural subject, a phrase of place ending in "the" and
  // a describing word English also has as a noun, then a bare word read as a noun that English has as
  // a verb, before a preposition, a conjunction or the clause's end, in a clause with no verb: the
  // describing word is the noun ("the wild") and the bare word the clause's verb.
  fixed.forEach((token, index) => {
    const [adjective, article, preposition, subject, after] = [fixed[index - 1], fixed[index - 2], fixed[index - 3], fixed[index - 4], fixed[index + 1]];
    if (!lexicon || settled.has(token) || !bareVerbAsNoun(token) || adjective?.pos !== "ADJ" || !isNoun(adjective.lower) || article?.lower !== "the") return;
    if (preposition?.pos !== "ADP" || subject?.pos !== "NOUN" || !/^\p{Ll}+[^s]s$/u.test(subject.value) || subject.lower === subject.lemma) return;
    if (after !== undefined && !["ADP", "SCONJ", "ADV", "PUNCT", "CCONJ"].includes(after.pos)) return;
    const start = fixed.slice(0, index - 4).findLastIndex((other) => other.value === "," || other.pos === "CCONJ" || other.pos === "SCONJ");
    const end = fixed.findIndex(
      (other, at) => at > index && (other.value === "," || other.pos === "SCONJ" || /^(?:before|after|until|when|because|while)$/.test(other.lower)),
    );
    const clause = [...fixed.slice(start + 1, index), ...fixed.slice(index + 1, end < 0 ? undefined : end)];
    if (clause.some((other) => other.pos === "VERB" || other.pos === "AUX")) return;
    adjective.pos = "NOUN";
    token.pos = "VERB";
    settled.add(adjective).add(token);
  });
  // "Water takes heat from the body…", "Treatment involves moving the person…": after a sentence's
  // opening noun, an "-s" word read as a noun that English has as a verb, which WordNet knows no
  // phrase of with that noun, before a bare word read as a verb that English has as a noun (then a
  // preposition) or before an "-ing" word, in a sentence with no other verb but "-ing" ones: the "-s"
  // word is the verb, and the bare word its object, whatever an earlier rule made of them.
  if (lexicon) {
    const [opening, plural, next, after] = [fixed[0], fixed[1], fixed[2], fixed[3]];
    const bareObject = next?.pos === "VERB" && next.lower === next.lemma && isNoun(next.lower) && after?.pos === "ADP";
    const gerund = next?.pos === "VERB" && /^\p{Ll}+ing$/u.test(next.value);
    if (
      opening !== undefined &&
      plural !== undefined &&
      ["NOUN", "PROPN"].includes(opening.pos) &&
      /^\p{Lu}\p{Ll}+$/u.test(opening.value) &&
      !/s$/.test(opening.lower) &&
      plural.pos === "NOUN" &&
      /^\p{Ll}+[^s]s$/u.test(plural.value) &&
      verbLike(plural) &&
      !knowsPhrase(`${opening.lower} ${plural.lemma}`) &&
      (bareObject || gerund) &&
      !fixed.slice(3).some((token) => (token.pos === "VERB" || token.pos === "AUX") && !/ing$/.test(token.lower))
    ) {
      plural.pos = "VERB";
      plural.lemma = verbStem(plural);
      if (bareObject) next.pos = "NOUN";
      settled.add(plural).add(next!);
    }
  }
  // "Smoke scatters part of the beam…": a word of quantity before "of" ("part", "half", "most") is
  // no verb; where the tagger read it as one (or as an adverb) and the "-s" word before it as a
  // noun, in a clause with no other verb (up to a comma or a relative word), the "-s" word is the verb.
  fixed.forEach((token, index) => {
    const [before, after] = [fixed[index - 1], fixed[index + 1]];
    if (!lexicon || !["VERB", "ADV"].includes(token.pos) || !quantityBeforeOf.test(token.lower) || after?.lower !== "of") return;
    token.pos = "NOUN";
    settled.add(token);
    if (before?.pos !== "NOUN" || !/^\p{Ll}+[^s]s$/u.test(before.value) || !verbLike(before)) return;
    const end = fixed.findIndex((other, at) => at > index && (other.value === "," || /^(?:which|that|who|where)$/.test(other.lower)));
    const clause = [...fixed.slice(0, index - 1), ...fixed.slice(index + 1, end < 0 ? undefined : end)];
    if (clause.some((other) => other.pos === "VERB" || other.pos === "AUX")) return;
    before.pos = "VERB";
    before.lemma = verbStem(before);
    settled.add(before);
  });
  // "Treatment with eye drops, laser therapy or surgery lowers…", "Highlighter pens, the white
  // stripes on safety jackets and the security marks on banknotes all contain…": an "-s" word after
  // a noun, read as a verb, before the comma of a subject that "and" or "or" closes and a verb
  // follows, is one of the list's nouns, as is any other "-s" word in it read as a verb between a
  // noun phrase's words and a preposition, a comma or "and". (After "and" the verb is plural: not
  // "The dog barks, the cat meows and the bird sings".)
  if (lexicon) {
    const first = fixed.findIndex(
      (token, index) =>
        pluralReadAsVerb(token) &&
        !settled.has(token) &&
        ["NOUN", "PROPN"].includes(fixed[index - 1]?.pos ?? "") &&
        fixed[index + 1]?.value === "," &&
        !fixed.slice(0, index).some((other) => ["VERB", "AUX", "SCONJ", "PRON"].includes(other.pos) || opensClause.test(other.lower)),
    );
    const listed = (token: Token, at: number) =>
      pluralReadAsVerb(token) &&
      ["NOUN", "ADJ", "DET", "PROPN"].includes(fixed[at - 1]?.pos ?? "") &&
      (["ADP", "CCONJ"].includes(fixed[at + 1]?.pos ?? "") || fixed[at + 1]?.value === ",");
    let join: Token | undefined;
    let verb: Token | undefined;
    const nouns = first > 0 ? [fixed[first]!] : [];
    for (let at = first + 2; first > 0 && at < fixed.length && verb === undefined; at += 1) {
      const token = fixed[at]!;
      if (/^(?:which|that|who|whose|where|when|because|while|if|although)$/.test(token.lower) || token.pos === "SCONJ") break;
      if (/^(?:and|or)$/.test(token.lower) && join === undefined) join = token;
      else if (listed(token, at)) nouns.push(token);
      else if (token.pos === "VERB" || token.pos === "AUX") verb = token;
      // (The list holds noun phrases only: "When a member dies, his or her share…" is a clause.)
      else if (join === undefined && !["NOUN", "ADJ", "DET", "PROPN", "ADP", "NUM"].includes(token.pos) && token.value !== ",") break;
    }
    const agrees = (found: Token) =>
      join?.lower === "or" || /^(?:are|were|have|do)$/.test(found.lower) || (found.pos === "VERB" && found.lower === found.lemma && !/s$/.test(found.lower));
    if (join !== undefined && verb !== undefined && agrees(verb))
      for (const noun of nouns) {
        noun.pos = "NOUN";
        settled.add(noun);
      }
  }
  // ("…, and many stand on stone platforms…": after a word of quantity that stands alone as a clause's
  // subject, a base form the tagger read as a noun, before a preposition, is the clause's verb.)
  if (lexicon)
    for (let at = 1; at < fixed.length; at += 1) {
      const [quantity, word, next] = [fixed[at - 1]!, fixed[at]!, fixed[at + 1]];
      const opens = at === 1 || fixed[at - 2]!.lower === "and" || fixed[at - 2]!.value === "," || fixed[at - 2]!.value === ";";
      if (
        opens &&
        /^(?:many|most|some|few|several|both|others)$/.test(quantity.lower) &&
        word.pos === "NOUN" &&
        word.lower === word.lemma &&
        !/s$/.test(word.lower) &&
        isVerb(word.lower) &&
        next?.pos === "ADP"
      )
        word.pos = "VERB";
    }
  // ("In furry mammals, raised hairs trap a thicker layer of air…": at the start of a clause with no
  // verb yet, a base form after a plural noun and before an article, which WordNet has as a verb and
  // not as one noun with the plural, is the plural's verb.)
  if (lexicon)
    for (let at = 2; at < fixed.length - 1; at += 1) {
      const [plural, word, next] = [fixed[at - 1]!, fixed[at]!, fixed[at + 1]!];
      let start = at - 2;
      while (start >= 0 && (["ADJ", "DET"].includes(fixed[start]!.pos) || (fixed[start]!.pos === "VERB" && /ed$/.test(fixed[start]!.lower)))) start -= 1;
      const opens = start < 0 || fixed[start]!.value === ",";
      if (
        opens &&
        plural.pos === "NOUN" &&
        plural.lower !== plural.lemma &&
        /s$/.test(plural.lower) &&
        word.pos === "NOUN" &&
        word.lower === word.lemma &&
        !/s$/.test(word.lower) &&
        /^(?:a|an|the|their|its)$/.test(next.lower) &&
        isVerb(word.lower) &&
        !hasNounEntry(`${plural.lemma} ${word.lower}`) &&
        !fixed.slice(start + 1, at).some((token) => token.pos === "VERB" && !/ed$/.test(token.lower))
      ) {
        word.pos = "VERB";
        // (An "-ed" word before the plural then only describes it: "raised hairs".)
        for (const before of fixed.slice(start + 1, at - 1)) if (before.pos === "VERB") before.pos = "ADJ";
      }
    }
  // "…the limpet moves about slowly, scraping tiny algae from…": an "-ing" word read as a noun right
  // after a comma that closes a clause with a verb of its own, before an adjective, a determiner or
  // a pronoun, is a verb: a clause of what the subject does besides. (Not a list: "…include reading,
  // painting landscapes and hiking", where an "-ing" word before the comma, or after an "and" or an
  // "or" later, says it is one.) Last, when the clause's own verb has been read.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [comma, next] = [fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "NOUN" || comma?.value !== "," || !/^\p{Ll}+ing$/u.test(token.value) || verbFrom(token.lower, "ing") === undefined) return;
      if (!["ADJ", "DET", "NUM", "PRON"].includes(next?.pos ?? "") || /ing$/.test(fixed[index - 2]?.lower ?? "")) return;
      const clause = fixed.slice(fixed.slice(0, index - 1).findLastIndex((other) => /^[,;:]$/.test(other.value)) + 1, index - 1);
      if (!clause.some((other) => other.pos === "VERB" || other.pos === "AUX")) return;
      // (Nor one more in a list of doings after a preposition: "…triggered by eating too quickly, drinking fizzy drinks or…".)
      if (clause.some((other, at) => /^\p{Ll}+ing$/u.test(other.value) && clause[at - 1]?.pos === "ADP")) return;
      if (fixed.slice(index + 1).some((other, at, rest) => /^(?:and|or)$/.test(other.lower) && /^\p{Ll}+ing$/u.test(rest[at + 1]?.value ?? ""))) return;
      token.pos = "VERB";
    });
  // "…, and the fire spread and destroyed most of…": after an article and a noun, a word whose past
  // is its base, read as a noun, before "and" and a past verb, is the clause's first verb, in the past.
  fixed.forEach((token, index) => {
    const [article, noun, and, verb] = [fixed[index - 2], fixed[index - 1], fixed[index + 1], fixed[index + 2]];
    if (token.pos !== "NOUN" || !/^(?:spread|burst|cut|hit|put|set|shut|split|cast|shed|struck)$/.test(token.lower)) return;
    if (!/^(?:the|a|an)$/.test(article?.lower ?? "") || noun?.pos !== "NOUN" || and?.lower !== "and" || verb?.pos !== "VERB" || !/ed$/.test(verb.lower)) return;
    token.pos = "VERB";
  });
  // "…recorded payments and debts with tally sticks": right after a preposition, a bare word read as
  // a verb before a plural noun is the noun's modifier, where WordNet has it as a noun (no verb
  // follows a preposition bare). It runs last, as the "-ing" rule above does, so no later rule reads it again.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, next] = [fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "VERB" || before?.pos !== "ADP" || before.lower === "to" || token.lower !== token.lemma || !/^\p{Ll}+$/u.test(token.value)) return;
      if (next?.pos !== "NOUN" || next.lower === next.lemma || !/[^s]s$/.test(next.lower) || /(?:ing|ed)$/.test(token.lower) || !isNoun(token.lower)) return;
      token.pos = "NOUN";
    });
  // "To fight it, regulators…": after the "to" of an infinitive, a word read as a noun before an
  // object pronoun is the infinitive's verb, where WordNet has it as one.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [to, next] = [fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "NOUN" || to?.lower !== "to" || to.pos !== "PART" || !/^(?:it|them|him|her|us|me|you)$/.test(next?.lower ?? "")) return;
      if (isVerb(token.lower)) token.pos = "VERB";
    });
  // "…a reward for rat tails led people to cut off…": a past read as an adjective, after a noun and
  // before a noun or a pronoun and then "to" and a verb, is the clause's verb; a plural read as a
  // verb right before it is the noun it follows ("rat tails"), where WordNet has it as one.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, object, to, verb] = [fixed[index - 1], fixed[index + 1], fixed[index + 2], fixed[index + 3]];
      if (token.pos !== "ADJ" || !(irregularPast.has(token.lower) || /^\p{Ll}+ed$/u.test(token.value)) || !verbLike(token)) return;
      if (!["NOUN", "PRON"].includes(object?.pos ?? "") || to?.lower !== "to" || verb?.pos !== "VERB") return;
      if (before === undefined || !(before.pos === "NOUN" || pluralReadAsVerb(before))) return;
      token.pos = "VERB";
      if (before.pos === "VERB" && fixed[index - 2]?.pos === "NOUN") before.pos = "NOUN";
    });
  // "Each autumn, millions of monarch butterflies from eastern North America fly up to 4,000
  // kilometres…": a plural read as a verb between "of" and a noun before it and a preposition is a
  // noun; then, in a sentence left with no verb but an infinitive, a bare word read as a noun, which
  // WordNet has as a verb, after a name or a plural and before a preposition or an adverb, is its verb.
  if (lexicon) {
    fixed.forEach((token, index) => {
      const [of, noun, next] = [fixed[index - 2], fixed[index - 1], fixed[index + 1]];
      if (of?.lower === "of" && noun?.pos === "NOUN" && pluralReadAsVerb(token) && next?.pos === "ADP" && !settled.has(token)) token.pos = "NOUN";
    });
    if (!fixed.some((token, index) => (token.pos === "VERB" || token.pos === "AUX") && fixed[index - 1]?.lower !== "to")) {
      const verb = fixed.find(
        (token, index) =>
          bareVerbAsNoun(token) &&
          (fixed[index - 1]?.pos === "PROPN" || (fixed[index - 1]?.pos === "NOUN" && /[^s]s$/.test(fixed[index - 1]!.lower))) &&
          ["ADP", "ADV"].includes(fixed[index + 1]?.pos ?? ""),
      );
      if (verb) verb.pos = "VERB";
    }
  }
  // "To defeat rainbow tables, systems add a salt…": an opening "To" and a word read as a noun that
  // WordNet has as a verb is the infinitive's verb, and a plural read as a verb before the comma
  // that closes the phrase is its object's noun.
  if (
    lexicon &&
    fixed[0]?.lower === "to" &&
    fixed[0].pos === "PART" &&
    fixed[1]?.pos === "NOUN" &&
    fixed[1].lower === fixed[1].lemma &&
    isVerb(fixed[1].lower)
  ) {
    fixed[1].pos = "VERB";
    const comma = fixed.findIndex((token) => token.value === ",");
    const last = fixed[comma - 1];
    if (comma > 3 && last !== undefined && pluralReadAsVerb(last) && fixed.slice(2, comma - 1).every((token) => ["NOUN", "ADJ"].includes(token.pos)))
      last.pos = "NOUN";
  }
  // "…a huge precomputed list that links common passwords…": after an article, an "-ed" word read as
  // a noun and a bare word read as a verb before "that" are a participle and its noun, and an "-s"
  // word read as a noun right after that "that", before an adjective, a noun or a determiner, is
  // the relative clause's verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [participle, that, sWord] = [fixed[index - 1], fixed[index + 1], fixed[index + 2]];
      if (token.pos !== "VERB" || token.lower !== token.lemma || !/^(?:that|which)$/.test(that?.lower ?? "") || !isNoun(token.lower)) return;
      // (A participle of a verb WordNet has, or an "-ed" word it has as no noun: "precomputed".)
      if (participle?.pos !== "NOUN" || !/^\p{Ll}+ed$/u.test(participle.value) || (verbFrom(participle.lower, "ed") === undefined && isNoun(participle.lower)))
        return;
      const before = fixed.slice(0, index - 1).findLast((other) => other.pos !== "ADJ");
      if (!/^(?:a|an|the)$/.test(before?.lower ?? "")) return;
      participle.pos = "ADJ";
      token.pos = "NOUN";
      if (sWord !== undefined && sVerb(sWord) && ["ADJ", "NOUN", "DET"].includes(fixed[index + 3]?.pos ?? "")) sWord.pos = "VERB";
    });
  // "…beetles that were damaging sugar cane crops": an "-ing" word read as an adjective after a
  // relative "that", "which" or "who" and a form of "be", before a noun, is the clause's verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [relative, be, next] = [fixed[index - 2], fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "ADJ" || !/^\p{Ll}+ing$/u.test(token.value) || verbFrom(token.lower, "ing") === undefined) return;
      if (!/^(?:that|which|who)$/.test(relative?.lower ?? "") || !/^(?:is|are|was|were)$/.test(be?.lower ?? "")) return;
      if (["NOUN", "DET"].includes(next?.pos ?? "")) token.pos = "VERB";
    });
  // "Farmers later used a bounty system and exclusion fences to protect their crops": after the
  // clause's verb, a plural read as a verb after "and" or "or" and a noun, before "to" and a verb,
  // is the last noun of the object.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [and, noun, to, verb] = [fixed[index - 2], fixed[index - 1], fixed[index + 1], fixed[index + 2]];
      if (!pluralReadAsVerb(token) || noun?.pos !== "NOUN" || !/^(?:and|or)$/.test(and?.lower ?? "") || to?.lower !== "to" || verb?.pos !== "VERB") return;
      if (fixed.slice(0, index - 2).some((other) => other.pos === "VERB")) token.pos = "NOUN";
    });
  // "…emergency measures, such as new surveillance powers, so that…": in examples after "such as", a
  // plural read as a verb after a noun, before a comma, "and", "or" or the end, is the examples' noun.
  if (lexicon)
    fixed.forEach((token, index) => {
      const such = fixed.slice(Math.max(0, index - 5), index).findIndex((other, at, near) => other.lower === "such" && near[at + 1]?.lower === "as");
      if (such < 0 || !pluralReadAsVerb(token) || fixed[index - 1]?.pos !== "NOUN") return;
      if (/^(?:,|and|or|\.)$/.test(fixed[index + 1]?.lower ?? ".")) token.pos = "NOUN";
    });
  // "X-ray scans in the 2000s revealed more than 30 surviving gears…": an opening noun's plural read
  // as a verb before a preposition, where a past verb follows after a phrase of nouns, is the
  // subject's noun; and a plural read as a verb after a number and an "-ing" word is the number's
  // noun (the "-ing" word describing it).
  if (lexicon) {
    const [opening, sWord, after] = fixed;
    // (Only a phrase of nouns between, and no particle: not "Compression works by replacing repeated
    // patterns…", nor "Yeast carries out a type of respiration called…".)
    const pastAt = fixed.findIndex((token, index) => index > 2 && token.pos === "VERB" && /^\p{Ll}+ed$/u.test(token.value));
    const between = fixed.slice(3, pastAt);
    const phrase = pastAt > 3 && between.every((token) => ["ADP", "DET", "NOUN", "NUM", "ADJ"].includes(token.pos));
    const particle = /^(?:out|up|off|down|over|away|back|on)$/.test(after?.lower ?? "");
    if (sWord !== undefined && ["NOUN", "PROPN"].includes(opening?.pos ?? "") && pluralReadAsVerb(sWord) && after?.pos === "ADP" && phrase && !particle)
      sWord.pos = "NOUN";
    fixed.forEach((token, index) => {
      if (!pluralReadAsVerb(token)) return;
      const describing = fixed[index - 1];
      if (describing && /^\p{Ll}+ing$/u.test(describing.value) && fixed[index - 2]?.pos === "NUM") {
        describing.pos = "ADJ";
        token.pos = "NOUN";
      }
    });
  }
  // "In medieval England, land escheated to the feudal lord who had granted it": in a clause with no
  // verb before it, an "-ed" word read as a noun after a noun and before a preposition is the verb.
  // "…forgotten bank accounts, uncashed cheques and the contents…": in a list after a comma, an
  // "-ed" word read as a noun and a plural read as a verb are an adjective and its noun.
  if (lexicon)
    fixed.forEach((token, index) => {
      const [before, next] = [fixed[index - 1], fixed[index + 1]];
      if (token.pos !== "NOUN" || !/^\p{Ll}+ed$/u.test(token.value) || isNoun(token.lower)) return;
      if (
        before?.pos === "NOUN" &&
        next?.pos === "ADP" &&
        !fixed.slice(clauseStartOf(index), index).some((other) => other.pos === "VERB" || other.pos === "AUX")
      ) {
        token.pos = "VERB";
      } else if (before?.pos === "NOUN" && ["ADV", "ADJ"].includes(next?.pos ?? "") && verbFrom(token.lower, "ed") !== undefined) {
        // ("…allowed only the emperor to wear cloth dyed entirely purple": after a noun, before an
        // adverb or an adjective, such a word is a participle that describes the noun.)
        token.pos = "VERB";
      } else if (before?.value === "," && next !== undefined && pluralReadAsVerb(next) && /^(?:,|and|or)$/.test(fixed[index + 2]?.lower ?? "")) {
        token.pos = "ADJ";
        next.pos = "NOUN";
      }
    });
  // "Ash and sulphur gases thrown into the upper atmosphere spread around the world": a verb whose past
  // is its base, read as a noun after a noun and before a preposition, where every verb before it is a
  // participle after its noun, is the clause's own verb.
  if (lexicon)
    fixed.forEach((token, index) => {
      if (token.pos !== "NOUN" || !samePast.test(token.lower) || fixed[index - 1]?.pos !== "NOUN" || fixed[index + 1]?.pos !== "ADP") return;
      const before = fixed.slice(0, index);
      const participle = (other: Token, at: number) => other.pos === "VERB" && /(?:ed|en|wn)$/.test(other.lower) && before[at - 1]?.pos === "NOUN";
      const verbs = before.filter((other) => other.pos === "VERB" || other.pos === "AUX");
      if (verbs.length > 0 && before.every((other, at) => (other.pos !== "VERB" && other.pos !== "AUX") || participle(other, at))) token.pos = "VERB";
    });
  // "…, the exposed rings form ridges of hard quartzite…": in a clause with no verb yet, after an
  // article and a plural, a bare word read as a noun that English has as a verb, then a plural read
  // as a verb before "of", are the clause's verb and its object (not "the small claims court deals
  // with disputes", a verb with its own preposition).
  if (lexicon)
    fixed.forEach((token, index) => {
      const [plural, sWord, after] = [fixed[index - 1], fixed[index + 1], fixed[index + 2]];
      if (!bareVerbAsNoun(token) || settled.has(token) || sWord === undefined || !pluralReadAsVerb(sWord) || after?.lower !== "of") return;
      if (plural?.pos !== "NOUN" || !/^\p{Ll}+[^s]s$/u.test(plural.value) || plural.lower === plural.lemma) return;
      const clause = fixed.slice(clauseStartOf(index), index - 1);
      if (!/^(?:the|these|those|its|their|many|some|all)$/.test(clause.findLast((other) => other.pos !== "ADJ" && other.pos !== "NOUN")?.lower ?? "")) return;
      if (clause.some((other) => other.pos === "VERB" || other.pos === "AUX") || knowsPhrase(`${plural.lemma} ${token.lower}`)) return;
      token.pos = "VERB";
      sWord.pos = "NOUN";
    });
  // "…, the share of income it spends on food falls, even though…": after a subject that a clause
  // with a pronoun of its own narrows ("it spends on food"), an "-s" word read as a noun after a
  // noun, before a comma or the end, is the subject's verb, which the clause had still to give.
  if (lexicon)
    fixed.forEach((token, index) => {
      if (token.pos !== "NOUN" || !sVerb(token) || settled.has(token) || fixed[index - 1]?.pos !== "NOUN") return;
      if (!/^(?:,|\.|;)$/.test(fixed[index + 1]?.value ?? ".")) return;
      const clause = fixed.slice(clauseStartOf(index, true), index);
      const pronoun = clause.findIndex((other, at) => /^(?:it|they|we|you|he|she)$/.test(other.lower) && clause[at + 1]?.pos === "VERB");
      if (pronoun < 2 || !/^(?:the|a|an)$/.test(clause[0]!.lower)) return;
      if (!clause.slice(0, pronoun).every((other) => ["DET", "ADJ", "NOUN", "PROPN", "ADP"].includes(other.pos))) return;
      if (clause.slice(pronoun + 2).some((other) => other.pos === "VERB" || other.pos === "AUX")) return;
      if (!knowsPhrase(`${fixed[index - 1]!.lemma} ${token.lower}`)) settleAsVerb(token);
    });
  // "…, so the signal stops.", "…from the time the snow fell.": in a clause that a word opens ("so"
  // after a comma, a subordinating word, or a noun of time right before the article) and that has
  // only an article and a noun since, an "-s" word English has as a verb, or a past without "-ed",
  // read as a noun before a comma or the end, is the clause's verb (not a noun WordNet has with
  // the one before it).
  if (lexicon)
    fixed.forEach((token, index) => {
      if (token.pos !== "NOUN" || settled.has(token) || !/^[,.;!?]$/.test(fixed[index + 1]?.value ?? ".")) return;
      if (!irregularPast.has(token.lower) && !sVerb(token)) return;
      const [noun, article, opener] = [fixed[index - 1], fixed[index - 2], fixed[index - 3]];
      if (noun === undefined || !(noun.pos === "NOUN" || (noun.pos === "ADJ" && isNoun(noun.lower))) || !/^(?:the|a|an|its|their)$/.test(article?.lower ?? ""))
        return;
      const opens =
        opener?.pos === "SCONJ" || (opener?.lower === "so" && fixed[index - 4]?.value === ",") || /^(?:time|moment|day|year|night)$/.test(opener?.lower ?? "");
      if (!opens || knowsPhrase(`${noun.lower} ${token.lower}`)) return;
      noun.pos = "NOUN";
      if (irregularPast.has(token.lower)) {
        token.pos = "VERB";
        settled.add(token);
      } else settleAsVerb(token);
    });
  // "…the animal could not have swum across an ocean": after a modal (and "not") and "have", a
  // word read as a noun or an adjective that is a past participle is the verb.
  fixed.forEach((have, index) => {
    const word = fixed[index + 1];
    const before = fixed[index - 1]?.lower === "not" ? fixed[index - 2] : fixed[index - 1];
    if (have.lower !== "have" || !modalVerb.test(before?.lower ?? "")) return;
    if (word === undefined || (word.pos !== "NOUN" && word.pos !== "ADJ") || settled.has(word) || !/^\p{Ll}+$/u.test(word.value)) return;
    if (!irregularParticiple.has(word.lower) && !(lexicon && /\p{Ll}ed$/u.test(word.value) && verbFrom(word.lower, "ed") !== undefined)) return;
    word.pos = "VERB";
    settled.add(word);
  });
  // "…divides memory into fixed-size blocks called pages": after a preposition and the words of a
  // noun phrase (a hyphened pair among them), or at the sentence's start, an "-s" word read as a
  // verb before "called" or "named" is the phrase's plural noun, and "called" the participle that
  // names it.
  fixed.forEach((sWord, index) => {
    const naming = fixed[index + 1];
    if (!pluralReadAsVerb(sWord) || settled.has(sWord) || !/^(?:called|named)$/.test(naming?.lower ?? "")) return;
    let at = index - 1;
    const inPhrase = (at: number) => ["DET", "ADJ", "NOUN", "NUM"].includes(fixed[at]!.pos) || fixed[at]!.value === "-" || fixed[at + 1]?.value === "-";
    while (at >= 0 && inPhrase(at)) at -= 1;
    // ("Small cell fragments called platelets then stick…": or opening the sentence, with a verb after the name.)
    // (Its first word may be read as a name for its capital: "Small".)
    if (at === 0 && fixed[0]!.pos === "PROPN" && /^\p{Lu}\p{Ll}+$/u.test(fixed[0]!.value)) at = -1;
    const opening = at === -1 && fixed.slice(index + 3).some((later) => later.pos === "VERB");
    if (at === index - 1 || (fixed[at]?.pos !== "ADP" && !opening)) return;
    sWord.pos = "NOUN";
    sWord.lemma = sWord.lower.replace(/s$/, "");
    naming!.pos = "VERB";
    settled.add(sWord);
  });
  // "Companies greenwash because many customers…": an opening plural, then a bare word read as a
  // noun before "because", "when" or "if", is the subject and its verb, not one term "companies
  // greenwash" (where WordNet has no such compound).
  const [subject, verb, after] = fixed;
  const one = subject?.lower.replace(/ies$/, "y").replace(/s$/, "") ?? "";
  if (
    lexicon &&
    subject !== undefined &&
    verb?.pos === "NOUN" &&
    /^\p{Lu}\p{Ll}+s$/u.test(subject.value) &&
    ["NOUN", "PROPN"].includes(subject.pos) &&
    isNoun(one) &&
    /^\p{Ll}+$/u.test(verb.value) &&
    !/s$/.test(verb.lower) &&
    /^(?:because|when|if|although|unless|since)$/.test(after?.lower ?? "") &&
    !knowsPhrase(`${one} ${verb.lower}`)
  ) {
    subject.pos = "NOUN";
    verb.pos = "VERB";
  }
  // "…they can stop it from entering cells, clump germs together, or mark them for…": in a series
  // of doings after a modal and its verb, a bare word read as a noun that English has as a verb,
  // after a comma (or ", or", ", and") and before a noun or an object pronoun, is the next verb.
  const modalAt = fixed.findIndex(
    (token, index) => modalVerb.test(token.lower) && fixed[index + 1]?.pos === "VERB" && fixed[index + 1]!.lower === fixed[index + 1]!.lemma,
  );
  if (lexicon && modalAt >= 0)
    fixed.forEach((word, index) => {
      if (index <= modalAt + 2 || settled.has(word) || !bareVerbAsNoun(word)) return;
      const comma = fixed[index - 1]?.value === "," || (/^(?:or|and)$/.test(fixed[index - 1]?.lower ?? "") && fixed[index - 2]?.value === ",");
      const next = fixed[index + 1];
      const object = next !== undefined && (/^(?:them|it|him|her|us|me)$/.test(next.lower) || (next.pos === "NOUN" && next.lower !== next.lemma));
      // (Only inside the modal's own clause: no helping verb, subordinating word, semicolon or colon between.)
      const between = fixed.slice(modalAt + 2, index);
      if (!comma || !object || between.some((token) => token.pos === "SCONJ" || token.pos === "AUX" || /^[;:]$/.test(token.value))) return;
      word.pos = "VERB";
      settled.add(word);
    });
  // "Scientists often use the passive in reports…": after a verb and "the", a word read as an
  // adjective with no noun after it (a preposition or a comma follows), which WordNet has as a
  // noun, is the verb's object, a noun.
  fixed.forEach((word, index) => {
    const [the, verb, next] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
    if (
      lexicon &&
      !settled.has(word) &&
      word.pos === "ADJ" &&
      the?.lower === "the" &&
      verb?.pos === "VERB" &&
      ["ADP", "PUNCT"].includes(next?.pos ?? "") &&
      isNoun(word.lower)
    )
      word.pos = "NOUN";
  });
  // "Drugs called bisphosphonates slow the rate…": after a naming participle and the name it gives, a
  // word read as an adjective, which English has as a verb, before an article is the clause's verb.
  fixed.forEach((word, index) => {
    const [naming, name, next] = [fixed[index - 2], fixed[index - 1], fixed[index + 1]];
    if (
      lexicon &&
      !settled.has(word) &&
      word.pos === "ADJ" &&
      /^(?:called|named)$/.test(naming?.lower ?? "") &&
      ["NOUN", "PROPN"].includes(name?.pos ?? "") &&
      /^(?:the|a|an)$/.test(next?.lower ?? "") &&
      isVerb(word.lower) &&
      !fixed.slice(0, index - 2).some((before) => before.pos === "VERB" || before.pos === "AUX")
    )
      word.pos = "VERB";
  });
  // "…turn yellow, orange or red", "yellow and orange pigments": a word read as a noun, listed with
  // describing words and with no noun of its own after it, is one of them where WordNet has it as
  // one too; and a plural read as a verb right after such a list, before "called", is its noun.
  fixed.forEach((word, index) => {
    if (!lexicon || settled.has(word) || word.pos !== "NOUN" || word.lower !== word.lemma || !isAdjective(word.lower)) return;
    const joined = (at: number) => fixed[at]?.value === "," || /^(?:and|or)$/.test(fixed[at]?.lower ?? "");
    const mates = [joined(index - 1) ? fixed[index - 2] : undefined, joined(index + 1) ? fixed[index + 2] : undefined];
    if (!mates.some((mate) => mate?.pos === "ADJ")) return;
    const next = fixed[index + 1];
    if (next?.value === "-") return;
    // (…or at the clause's end, after its verb: "The flag has red and orange stripes.")
    const naming = /^(?:called|named|known)$/.test(fixed[index + 2]?.lower ?? "");
    const ends =
      ["PUNCT", "ADP", "CCONJ"].includes(fixed[index + 2]?.pos ?? "PUNCT") &&
      fixed.slice(0, index).some((token) => token.pos === "VERB" || token.pos === "AUX");
    if (next?.pos === "VERB" && pluralReadAsVerb(next) && (naming || ends)) {
      next.pos = "NOUN";
      if (naming) fixed[index + 2]!.pos = "VERB";
    } else if (next !== undefined && !["PUNCT", "CCONJ", "ADP", "SCONJ"].includes(next.pos)) return;
    word.pos = "ADJ";
  });
  // "Hydrothermal vents along the ridges release hot…": an opening describing word WordNet does not
  // know ("-al", "-ic"), a plural read as a verb and a phrase of place, then a bare word read as a
  // noun that English has as a verb, before a describing word, a determiner or a noun: the plural is
  // the subject and the bare word its verb.
  {
    const [opener, plural, preposition] = fixed;
    if (
      lexicon &&
      opener !== undefined &&
      plural !== undefined &&
      /^\p{Lu}\p{Ll}+(?:al|ic|ous|ive|ary)$/u.test(opener.value) &&
      !isNoun(opener.lower) &&
      pluralReadAsVerb(plural) &&
      preposition?.pos === "ADP"
    ) {
      let at = 3;
      while (["DET", "ADJ", "NUM"].includes(fixed[at]?.pos ?? "")) at += 1;
      while (fixed[at]?.pos === "NOUN" && !bareVerbAsNoun(fixed[at + 1])) at += 1;
      const verb = fixed[at + 1];
      if (fixed[at]?.pos === "NOUN" && bareVerbAsNoun(verb) && !settled.has(verb) && ["ADJ", "DET", "NOUN"].includes(fixed[at + 2]?.pos ?? "")) {
        opener.pos = "ADJ";
        plural.pos = "NOUN";
        verb.pos = "VERB";
      }
    }
  }
  // "…or let its currency fall to help…", "…made the ground shake": after "let" or "make" and its
  // object, a bare word read as a noun that English has as a verb, before "to", a preposition, a
  // comma or the end, is what the object is let or made to do.
  fixed.forEach((word, index) => {
    if (!lexicon || settled.has(word) || !bareVerbAsNoun(word)) return;
    const object = fixed[index - 1];
    const owner = /^(?:its|their|his|her|the|a|an)$/.test(fixed[index - 2]?.lower ?? "");
    const causer = fixed[index - (owner ? 3 : 2)];
    if (object?.pos !== "NOUN" || !/^(?:let|lets|letting|make|makes|made|making)$/.test(causer?.lower ?? "")) return;
    const next = fixed[index + 1];
    if (next === undefined || next.lower === "to" || next.pos === "ADP" || next.pos === "PUNCT") word.pos = "VERB";
  });
  // "As the plates separate, hot rock…": after a word that opens a clause, an article and a plural, a
  // word read as a describing word that English has as a verb, before the clause's comma, is the
  // plural's verb.
  {
    const opens = /^(?:as|when|if|once|while|until|before|after|because|since)$/.test(fixed[0]?.lower ?? "");
    let at = fixed[1]?.pos === "DET" ? 2 : 1;
    while (fixed[at]?.pos === "ADJ" && fixed[at + 1]?.pos !== ",") at += 1;
    const [plural, word, comma] = [fixed[at], fixed[at + 1], fixed[at + 2]];
    if (
      lexicon &&
      opens &&
      plural?.pos === "NOUN" &&
      plural.lower !== plural.lemma &&
      word?.pos === "ADJ" &&
      !settled.has(word) &&
      comma?.value === "," &&
      isVerb(word.lower) &&
      !fixed.slice(1, at + 1).some((token) => token.pos === "VERB" || token.pos === "AUX")
    )
      word.pos = "VERB";
  }
  // "Code signing lets a user check…": an opening capitalised word WordNet has as a common noun, an
  // "-ing" word and a verb in "-s" are one name of a doing and its verb ("code signing").
  {
    const [noun, doing, verb] = fixed;
    if (
      lexicon &&
      noun?.pos === "PROPN" &&
      /^\p{Lu}\p{Ll}+$/u.test(noun.value) &&
      isNoun(noun.lower) &&
      !writtenCapitalised(noun.value) &&
      doing?.pos === "VERB" &&
      /^\p{Ll}{3,}ing$/u.test(doing.value) &&
      verb?.pos === "VERB" &&
      /^\p{Ll}+[^s]s$/u.test(verb.value)
    ) {
      noun.pos = "NOUN";
      doing.pos = "NOUN";
    }
  }
  // "…makes the water beneath denser": a word in "-er" read as a noun, which WordNet has not as a noun
  // but its stem as a describing word, is that word's comparative.
  fixed.forEach((word) => {
    if (!lexicon || settled.has(word) || word.pos !== "NOUN" || !/^\p{Ll}{3,}er$/u.test(word.value) || isNoun(word.lower)) return;
    const stems = [word.lower.slice(0, -1), word.lower.slice(0, -2), word.lower.slice(0, -3), `${word.lower.slice(0, -3)}y`];
    if (stems.some((stem) => stem.length >= 3 && isAdjective(stem))) word.pos = "ADJ";
  });
  // "13 per cent": "cent" after "per" is part of the amount, no term.
  fixed.forEach((word, index) => {
    if (word.lower === "cent" && fixed[index - 1]?.lower === "per") word.pos = "X";
  });
  // "…and the way compensation for freed slaves was paid": after "the way", a noun opens a clause of its own.
  fixed.forEach((word, index) => {
    const [way, the] = [fixed[index - 1], fixed[index - 2]];
    if (
      word.pos === "NOUN" &&
      way?.lower === "way" &&
      way.pos === "NOUN" &&
      the?.lower === "the" &&
      fixed.slice(index + 1).some((token) => token.pos === "AUX" || token.pos === "VERB")
    )
      way.pos = "ADV";
  });
  // "…antlers are shed and regrown every year": after a helping verb, a participle and "and", a word
  // read as a noun that is a verb's participle is the second participle.
  fixed.forEach((word, index) => {
    if (!lexicon || settled.has(word) || word.pos !== "NOUN" || !/^\p{Ll}+(?:own|ed|en)$/u.test(word.value)) return;
    const [and, participle, helper] = [fixed[index - 1], fixed[index - 2], fixed[index - 3]];
    if (and?.lower !== "and" || participle?.pos !== "VERB" || helper?.pos !== "AUX") return;
    const stem = [word.lower.replace(/n$/, ""), word.lower.replace(/own$/, "ow"), word.lower.replace(/e?d$/, ""), word.lower.replace(/en$/, "")];
    if (stem.some((verb) => verb !== word.lower && isVerb(verb)) && !isNoun(word.lower)) word.pos = "VERB";
  });
  // "…each layer also traps pollen…": after a singular noun and an adverb that floats before a verb,
  // an "-s" word read as a noun that English has as a verb, before its object, is the noun's verb
  // (when the clause has none before it).
  fixed.forEach((word, index) => {
    const [adverb, noun, object] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
    if (
      !lexicon ||
      settled.has(word) ||
      word.pos !== "NOUN" ||
      !/^\p{Ll}+[^s]s$/u.test(word.value) ||
      !/^(?:also|often|usually|still|only|always|never|sometimes|rarely|mainly|mostly|then)$/.test(adverb?.lower ?? "") ||
      noun?.pos !== "NOUN" ||
      noun.lower !== noun.lemma ||
      !["NOUN", "DET", "ADJ", "PRON", "NUM"].includes(object?.pos ?? "") ||
      !isVerb(word.lower.slice(0, -1))
    )
      return;
    let start = index - 2;
    while (start > 0 && fixed[start - 1]!.pos !== "PUNCT" && fixed[start - 1]!.pos !== "SCONJ") start -= 1;
    if (!fixed.slice(start, index - 2).some((token) => token.pos === "VERB" || token.pos === "AUX")) word.pos = "VERB";
  });
  // "High blood sugar also makes…": a bare word read as a verb right after a noun, that English has
  // as a noun, before an "-s" verb (past an adverb that floats before it), ends the compound.
  fixed.forEach((word, index) => {
    const floating = /^(?:also|often|usually|still|only|always|never|sometimes|rarely|mainly|mostly)$/.test(fixed[index + 1]?.lower ?? "");
    const [noun, verb] = [fixed[index - 1], fixed[index + (floating ? 2 : 1)]];
    if (
      !lexicon ||
      settled.has(word) ||
      word.pos !== "VERB" ||
      word.lower !== word.lemma ||
      !/^\p{Ll}+$/u.test(word.value) ||
      /s$/.test(word.lower) ||
      noun?.pos !== "NOUN" ||
      !isNoun(word.lower) ||
      verb?.pos !== "VERB" ||
      !/^\p{Ll}+[^s]s$/u.test(verb.value)
    )
      return;
    word.pos = "NOUN";
    // (Its opening describing word, read as a name, describes it: "High blood sugar".)
    const opening = fixed[0]!;
    if (index === 2 && opening.pos === "PROPN" && /^\p{Lu}\p{Ll}+$/u.test(opening.value) && !writtenCapitalised(opening.value) && isAdjective(opening.lower))
      opening.pos = "ADJ";
  });
  // "…, the bulges were dragged…", "…raised bulges in the young Moon": an "-s" word read as a verb
  // that English has as a plural noun, after an article or a possessive, or after a verb in "-ed" and
  // before a preposition or a comma, is that plural.
  fixed.forEach((word, index) => {
    const before = fixed[index - 1];
    if (!lexicon || settled.has(word) || !pluralReadAsVerb(word) || before === undefined) return;
    const determiner = /^(?:the|a|an|these|those|its|their|his|her|our|my|your)$/.test(before.lower);
    const object = before.pos === "VERB" && /\p{Ll}ed$/u.test(before.value) && ["ADP", "PUNCT"].includes(fixed[index + 1]?.pos ?? "");
    if (determiner || object) {
      word.pos = "NOUN";
      word.lemma = word.lower.replace(/s$/, "");
    }
  });
  // "Because each layer also traps pollen and ash, varves record changes in vegetation…": after an
  // opening clause of cause, time or condition, the next clause's first word a plural English has as
  // a noun, a bare word read as a noun that English has as a verb, and a plural read as the verb
  // before a preposition, a determiner, a pronoun or the clause's end: subject, verb, object.
  {
    const comma = fixed.findIndex((token) => token.value === ",");
    const [plural, bare, misread, following] = [fixed[comma + 1], fixed[comma + 2], fixed[comma + 3], fixed[comma + 4]];
    if (
      lexicon &&
      comma > 2 &&
      /^(?:because|when|if|although|though|as|since|while|once|after|before|until|whereas)$/.test(fixed[0]?.lower ?? "") &&
      plural &&
      bare &&
      misread &&
      (plural.pos === "NOUN" || (plural.pos === "VERB" && isNoun(plural.lower))) &&
      /^\p{Ll}+[^s]s$/u.test(plural.value) &&
      bare.pos === "NOUN" &&
      bare.lower === bare.lemma &&
      !settled.has(bare) &&
      isVerb(bare.lower) &&
      ["NOUN", "VERB"].includes(misread.pos) &&
      /^\p{Ll}+[^s]s$/u.test(misread.value) &&
      isNoun(misread.lower) &&
      (following === undefined || ["PRON", "DET", "ADP", "PUNCT"].includes(following.pos))
    ) {
      plural.pos = "NOUN";
      bare.pos = "VERB";
      misread.pos = "NOUN";
    }
  }
  // "The … ions that make water hard stick to the resin…": after a verb that makes its object
  // something ("make", "keep", "turn"), the object and the describing word it is made, a bare word
  // read as a noun that English has as a verb, before a preposition or an adverb, is the verb of
  // the clause the relative one sat in.
  fixed.forEach((word, index) => {
    const [maker, object, quality, next] = [fixed[index - 3], fixed[index - 2], fixed[index - 1], fixed[index + 1]];
    if (
      !lexicon ||
      settled.has(word) ||
      word.pos !== "NOUN" ||
      word.lower !== word.lemma ||
      !isVerb(word.lower) ||
      !/^(?:make|keep|turn|render|leave)$/.test(maker?.lemma ?? "") ||
      maker!.pos !== "VERB" ||
      !/^(?:that|which|who)$/.test(fixed[index - 4]?.lower ?? "") ||
      object?.pos !== "NOUN" ||
      quality?.pos !== "ADJ" ||
      !["ADP", "ADV"].includes(next?.pos ?? "")
    )
      return;
    word.pos = "VERB";
    settled.add(word);
  });
  // "…because a spring-loaded hammer strikes a crystal…": in a clause with no verb yet, an "-s" word
  // read as a noun after a singular noun (after its article; or a bare word read as a verb after a
  // describing word), that English has as a verb, before an article, is the noun's verb.
  fixed.forEach((word, index) => {
    const [noun, next] = [fixed[index - 1], fixed[index + 1]];
    const misreadNoun = noun?.pos === "VERB" && noun.lower === noun.lemma && isNoun(noun.lower) && fixed[index - 2]?.pos === "ADJ" && !settled.has(noun);
    if (
      !lexicon ||
      settled.has(word) ||
      word.pos !== "NOUN" ||
      !sVerb(word) ||
      (noun?.pos !== "NOUN" && !misreadNoun) ||
      noun!.lower !== noun!.lemma ||
      !/^\p{Ll}+$/u.test(noun!.value) ||
      !/^(?:a|an|the)$/.test(next?.lower ?? "")
    )
      return;
    // (A hyphen inside a word, "spring-loaded", joins it.)
    const joins = (token: Token, at: number) => token.value === "-" && token.space === "" && fixed[at + 1]?.space === "";
    let start = index - 1;
    while (start > 0 && (!["PUNCT", "SCONJ", "CCONJ"].includes(fixed[start - 1]!.pos) || joins(fixed[start - 1]!, start - 1))) start -= 1;
    const opening = fixed[start];
    if (!/^(?:a|an|the|this|that|each|every)$/.test(opening?.lower ?? "")) return;
    if (fixed.slice(start, index - 1).some((token) => token.pos === "VERB" || token.pos === "AUX" || token.pos === "ADP")) return;
    noun!.pos = "NOUN";
    settleAsVerb(word);
  });
  // "…, and their slogan "no taxation without representation" spread quickly": after a noun and the
  // quotation that names it, a word read as a noun that English has as a verb, before an adverb, an
  // article or the end, is the noun's verb.
  fixed.forEach((word, index) => {
    const closing = fixed[index - 1];
    if (!lexicon || settled.has(word) || word.pos !== "NOUN" || !/^\p{Ll}+$/u.test(word.value) || !/^["”]$/.test(closing?.value ?? "")) return;
    // (A straight mark closes a quotation only where the marks before it pair up: in `"beef" and
    // "court"`, the mark before "court" opens one.)
    if (closing!.value === '"' && fixed.slice(0, index).filter((token) => token.value === '"').length % 2 !== 0) return;
    const opening = fixed.slice(0, index - 1).findLastIndex((token) => /^["“]$/.test(token.value));
    if (opening < 1 || index - 1 - opening > 10 || fixed[opening - 1]!.pos !== "NOUN") return;
    const next = fixed[index + 1];
    if (!(next === undefined || next.pos === "ADV" || next.pos === "PUNCT" || /^(?:a|an|the)$/.test(next.lower))) return;
    if (!isVerb(word.lemma) && !isVerb(verbStem(word))) return;
    word.pos = "VERB";
    settled.add(word);
  });
  // "…, ice sheets up to three kilometres thick pressed down on Scandinavia": an "-s" word read as a
  // verb after a noun that opens its clause, before a phrase of its own and a past "-ed" verb after a
  // describing word (no noun it could describe), is the noun's plural; the later word is the verb.
  fixed.forEach((word, index) => {
    const noun = fixed[index - 1];
    const opens = fixed[index - 2];
    if (
      !lexicon ||
      settled.has(word) ||
      !pluralReadAsVerb(word) ||
      noun?.pos !== "NOUN" ||
      noun.lower !== noun.lemma ||
      !(opens === undefined || opens.value === "," || opens.pos === "DET") ||
      fixed[index + 1]?.pos !== "ADP"
    )
      return;
    const clauseEnd = fixed.findIndex((token, at) => at > index && (token.pos === "PUNCT" || token.pos === "CCONJ" || token.pos === "SCONJ"));
    const rest = fixed.slice(index + 1, clauseEnd < 0 ? fixed.length : clauseEnd);
    const later = rest.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
    const verb = rest[later];
    if (!verb || verb.pos !== "VERB" || !/\p{Ll}ed$/u.test(verb.value) || !["ADJ", "ADV"].includes(rest[later - 1]?.pos ?? "")) return;
    // (Not a naming participle after an article's noun: "the space fills with a clear fluid called serum".)
    if (/^(?:called|named|termed)$/.test(verb.lower) || rest.slice(0, later).some((token) => token.pos === "PRON" || token.pos === "DET")) return;
    word.pos = "NOUN";
    settled.add(word);
  });
  // "…, and each server writes the change to its log and votes yes or no": an "-s" word read as a
  // noun after "and", where the clause's verb is an "-s" verb after a singular subject and no noun of
  // the object's follows but a word of answer ("yes", "no"; not an adverb, "sells bread and cakes
  // daily"), is a second verb of that subject.
  fixed.forEach((word, index) => {
    const next = fixed[index + 1];
    if (!lexicon || settled.has(word) || word.pos !== "NOUN" || fixed[index - 1]?.lower !== "and" || !sVerb(word) || next?.pos !== "INTJ") return;
    let start = index - 1;
    while (start > 0 && !(fixed[start - 1]!.value === "," || fixed[start - 1]!.pos === "SCONJ")) start -= 1;
    const clause = fixed.slice(start, index - 1);
    const verbAt = clause.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
    const verb = clause[verbAt];
    const subject = clause[verbAt - 1];
    if (!verb || verb.pos !== "VERB" || !/^\p{Ll}+[^s]s$/u.test(verb.value) || subject?.pos !== "NOUN" || subject.lower !== subject.lemma) return;
    if (clause.slice(verbAt + 1).some((token) => token.pos === "VERB" || token.pos === "AUX")) return;
    settleAsVerb(word);
  });
  // "…, the spreading waves overlap and form a pattern": after an article and an "-ing" word, an "-s"
  // word read as a verb, then a bare word read as a noun that English has as a verb, before "and" and
  // a verb or the sentence's end, are the plural and its verb.
  fixed.forEach((word, index) => {
    const [article, doing, bare, next] = [fixed[index - 2], fixed[index - 1], fixed[index + 1], fixed[index + 2]];
    if (
      !lexicon ||
      settled.has(word) ||
      !pluralReadAsVerb(word) ||
      !/^(?:the|a|an|these|those|its|their)$/.test(article?.lower ?? "") ||
      !/^\p{Ll}{3,}ing$/u.test(doing?.value ?? "") ||
      bare?.pos !== "NOUN" ||
      bare.lower !== bare.lemma ||
      !isVerb(bare.lower) ||
      !((next?.lower === "and" && fixed[index + 3]?.pos === "VERB") || (next?.pos === "PUNCT" && index + 3 === fixed.length))
    )
      return;
    word.pos = "NOUN";
    bare.pos = "VERB";
    settled.add(word).add(bare);
  });
  // "…, the deep water slowly runs short of oxygen": after an article and a describing word, a bare
  // word read as a verb that English has as a noun, before an adverb in "-ly" and an "-s" verb, is the
  // subject's noun.
  fixed.forEach((word, index) => {
    const [quality, article, adverb, verb] = [fixed[index - 1], fixed[index - 2], fixed[index + 1], fixed[index + 2]];
    if (
      !lexicon ||
      settled.has(word) ||
      word.pos !== "VERB" ||
      word.lower !== word.lemma ||
      !isNoun(word.lower) ||
      quality?.pos !== "ADJ" ||
      !/^(?:the|a|an)$/.test(article?.lower ?? "") ||
      adverb?.pos !== "ADV" ||
      !/\p{Ll}ly$/u.test(adverb.value) ||
      verb?.pos !== "VERB" ||
      !/^\p{Ll}+[^s]s$/u.test(verb.value)
    )
      return;
    word.pos = "NOUN";
  });
  // "A föhn is a warm, dry wind that blows…": after an article and adjectives (a comma between
  // them), a bare word read as a verb that English has as a noun, before "that", "which", a
  // preposition or a mark, is their noun.
  fixed.forEach((token, index) => {
    if (!lexicon || token.pos !== "VERB" || settled.has(token) || token.lower !== token.lemma || !/^\p{Ll}+$/u.test(token.value) || !isNoun(token.lower))
      return;
    let at = index - 1;
    if (fixed[at]?.pos !== "ADJ") return;
    while (fixed[at]?.pos === "ADJ" || (fixed[at]?.value === "," && fixed[at - 1]?.pos === "ADJ")) at -= 1;
    const after = fixed[index + 1];
    if (
      /^(?:a|an|the)$/.test(fixed[at]?.lower ?? "") &&
      (after === undefined || /^(?:that|which)$/.test(after.lower) || ["ADP", "PUNCT"].includes(after.pos))
    ) {
      token.pos = "NOUN";
      settled.add(token);
    }
  });
  // ("First the tree breaks down…": a word of sequence that opens the sentence before an article is
  // an adverb, no noun.)
  if (/^(?:First|Then|Next|Finally|Later|Meanwhile|Afterwards)$/.test(fixed[0]?.value ?? "") && fixed[1]?.pos === "DET") fixed[0]!.pos = "ADV";
  // ("…breaks down the green pigment and moves useful nutrients…": after an "-s" verb of the clause
  // and "and", an "-s" word read as a noun before a describing word and its noun is the second verb;
  // not before an article, "…sells bread and cakes the size of a plate".)
  fixed.forEach((token, index) => {
    const [and, next] = [fixed[index - 1], fixed[index + 1]];
    if (!lexicon || token.pos !== "NOUN" || !/^\p{Ll}+[^s]s$/u.test(token.value) || and?.lower !== "and" || next?.pos !== "ADJ") return;
    if (fixed[index + 2]?.pos !== "NOUN") return;
    if (!isVerb(token.lower.replace(/s$/, "")) && !isVerb(token.lower.replace(/es$/, ""))) return;
    const before = fixed.slice(0, index - 1);
    const verb = before.findLast((word) => word.pos === "VERB" || word.pos === "AUX");
    if (
      verb?.pos === "VERB" &&
      /^\p{Ll}+[^s]s$/u.test(verb.value) &&
      verb.lower !== verb.lemma &&
      !before.slice(before.indexOf(verb)).some((word) => word.value === ",")
    )
      settleAsVerb(token);
  });
  // ("Oil companies bidding for drilling rights in the Gulf… were…": after a preposition and a noun, a
  // plural read as a verb before another preposition, where a verb of the clause follows, is a noun;
  // and an "-ing" word read as a noun between a plural and that preposition is its participle.)
  // (So is one after a preposition, describing words and a noun, before a preposition, "for" or
  // "that", where the clause has a verb before it: "…has a system called keigo, with special verb
  // forms for speaking politely…".)
  const finiteVerb = (word: Token) => word.pos === "AUX" || (word.pos === "VERB" && word.lower !== word.lemma && !/ing$/.test(word.lower));
  fixed.forEach((token, index) => {
    const [noun, after] = [fixed[index - 1], fixed[index + 1]];
    if (!lexicon || !pluralReadAsVerb(token) || noun?.pos !== "NOUN") return;
    let at = index - 2;
    while (fixed[at]?.pos === "ADJ" || fixed[at]?.pos === "NOUN") at -= 1;
    const preposition = fixed[at];
    if (preposition?.pos !== "ADP") return;
    const later = at === index - 2 && after?.pos === "ADP" && fixed.slice(index + 2).some(finiteVerb);
    // (Not before a verb's particle: "A student who stays in school gives up wages…", "…an avalanche of dry sand slides down…".)
    const earlier = (after?.pos === "SCONJ" || /^(?:that|for|of|with)$/.test(after?.lower ?? "")) && fixed.slice(0, at).some(finiteVerb);
    if (!later && !earlier) return;
    token.pos = "NOUN";
  });
  // ("Oil companies bidding for drilling rights… were…": an "-ing" word of a verb read as a noun,
  // between a plural and a preposition, where a verb of the clause follows, is the plural's participle.)
  fixed.forEach((token, index) => {
    const [plural, after] = [fixed[index - 1], fixed[index + 1]];
    if (!lexicon || token.pos !== "NOUN" || !/^\p{Ll}{3,}ing$/u.test(token.value) || verbFrom(token.lower, "ing") === undefined) return;
    if (plural?.pos !== "NOUN" || !/^\p{Ll}+[^s]s$/u.test(plural.value) || after?.pos !== "ADP") return;
    const end = fixed.findIndex((word, at) => at > index && (word.value === "," || word.pos === "SCONJ"));
    if (fixed.slice(index + 1, end < 0 ? fixed.length : end).some(finiteVerb)) settleAsVerb(token);
  });
  // ("The idea matters in networked systems, because…": after "the" and a noun opening the sentence,
  // an "-s" word read as a noun that English has as a verb, before a preposition, in a clause with no
  // verb of its own, is its verb; and an "-ed" word between a preposition and a noun describes it.)
  {
    const [article, noun, verb, after] = fixed;
    const end = fixed.findIndex((word) => word.value === "," || word.pos === "SCONJ");
    const clause = fixed.slice(0, end < 0 ? fixed.length : end);
    if (
      lexicon &&
      /^(?:the|a|an)$/.test(article?.lower ?? "") &&
      noun?.pos === "NOUN" &&
      verb?.pos === "NOUN" &&
      /^\p{Ll}+[^s]s$/u.test(verb.value) &&
      isVerb(verb.lower.replace(/s$/, "")) &&
      after?.pos === "ADP" &&
      !clause.some((word) => word.pos === "AUX" || (word.pos === "VERB" && !/ed$/.test(word.lower)))
    )
      settleAsVerb(verb);
  }
  fixed.forEach((token, index) => {
    if (token.pos === "VERB" && /^\p{Ll}+ed$/u.test(token.value) && fixed[index - 1]?.pos === "ADP" && fixed[index + 1]?.pos === "NOUN") token.pos = "ADJ";
  });
  // ("The yellow and orange pigments that were hidden…": after an article, a describing word and
  // "and", a word English has as a describing word, then a plural read as a verb before "that" or
  // "which", describe the plural, which is their noun.)
  fixed.forEach((token, index) => {
    const [second, and, first, article, after] = [fixed[index - 1], fixed[index - 2], fixed[index - 3], fixed[index - 4], fixed[index + 1]];
    if (
      lexicon &&
      pluralReadAsVerb(token) &&
      /^(?:that|which)$/.test(after?.lower ?? "") &&
      /^(?:and|or)$/.test(and?.lower ?? "") &&
      first?.pos === "ADJ" &&
      /^(?:the|a|an|its|their)$/.test(article?.lower ?? "") &&
      second !== undefined &&
      isAdjective(second.lower)
    ) {
      second.pos = "ADJ";
      token.pos = "NOUN";
    }
  });
  // ("…a simple treatment called mirror therapy.": after "called" or "named", a bare word read as a
  // verb that English has as a noun, before a noun, is the first word of the name.)
  fixed.forEach((token, index) => {
    if (
      lexicon &&
      token.pos === "VERB" &&
      token.lower === token.lemma &&
      /^(?:called|named)$/.test(fixed[index - 1]?.lower ?? "") &&
      fixed[index + 1]?.pos === "NOUN" &&
      isNoun(token.lower)
    )
      token.pos = "NOUN";
  });
  // ("…so an evenly coloured animal looks lighter…": after an article and an "-ly" adverb, an "-ed"
  // word before a noun describes the noun.)
  fixed.forEach((token, index) => {
    const [adverb, article, noun] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
    if (
      token.pos === "VERB" &&
      /^\p{Ll}+ed$/u.test(token.value) &&
      adverb?.pos === "ADV" &&
      /^\p{Ll}+ly$/u.test(adverb.value) &&
      /^(?:a|an|the)$/.test(article?.lower ?? "") &&
      noun?.pos === "NOUN"
    )
      token.pos = "ADJ";
  });
  // ("…with a tone that dips and rises.": after "that", "which" or "who", an "-s" verb and "and" or
  // "or", an "-s" word read as a noun that ends the clause is the second verb of the same subject.)
  fixed.forEach((token, index) => {
    const [conjunction, verb, relative, after] = [fixed[index - 1], fixed[index - 2], fixed[index - 3], fixed[index + 1]];
    if (
      lexicon &&
      token.pos === "NOUN" &&
      /^\p{Ll}+[^s]s$/u.test(token.value) &&
      /^(?:and|or)$/.test(conjunction?.lower ?? "") &&
      verb?.pos === "VERB" &&
      /^\p{Ll}+[^s]s$/u.test(verb.value) &&
      /^(?:that|which|who)$/.test(relative?.lower ?? "") &&
      (after === undefined || after.pos === "PUNCT") &&
      (isVerb(token.lower.replace(/s$/, "")) || isVerb(token.lower.replace(/es$/, "")))
    )
      settleAsVerb(token);
  });
  // "Sharks, penguins and mackerel are all countershaded.": after a form of "be" (past "all", "not",
  // an adverb), an "-ed" word read as a noun that English has no noun for, before a mark, a
  // preposition or a conjunction, describes the subject.
  fixed.forEach((token, index) => {
    if (!lexicon || token.pos !== "NOUN" || !/^\p{Ll}{3,}ed$/u.test(token.value) || hasNounEntry(token.lower)) return;
    let at = index - 1;
    while (fixed[at]?.pos === "ADV" || /^(?:all|both|each|not|also)$/.test(fixed[at]?.lower ?? "")) at -= 1;
    const after = fixed[index + 1];
    if (/^(?:is|are|was|were|be|been|being)$/.test(fixed[at]?.lower ?? "") && (after === undefined || ["ADP", "PUNCT", "CCONJ"].includes(after.pos)))
      token.pos = "ADJ";
  });
  // (Last, so that no earlier rule reads them back.) "Cuckoo bees, for instance, lay their eggs…": after
  // an opening capitalised word, a plural read as a verb, before an aside set off by commas and a verb
  // after it, is the subject's noun.
  if (lexicon) {
    const [opening, plural, comma] = fixed;
    const closing = fixed.findIndex((token, index) => index > 3 && token.value === ",");
    const aside =
      closing > 0
        ? fixed
            .slice(3, closing)
            .map((token) => token.lower)
            .join(" ")
        : "";
    if (
      opening !== undefined &&
      /^\p{Lu}\p{Ll}+$/u.test(opening.value) &&
      plural !== undefined &&
      pluralReadAsVerb(plural) &&
      comma?.value === "," &&
      /^(?:for example|for instance|in turn|in fact|however|too|though)$/.test(aside) &&
      ["VERB", "AUX"].includes(fixed[closing + 1]?.pos ?? "")
    ) {
      plural.pos = "NOUN";
      if (opening.pos === "PROPN" && isNoun(opening.lower) && !writtenCapitalised(opening.value)) opening.pos = "NOUN";
    }
  }
  // "The behaviour is most common where food is easy to see and worth taking": an "-ing" word after
  // "worth" is a doing, no noun.
  fixed.forEach((token, index) => {
    const next = fixed[index + 1];
    if (token.lower === "worth" && next?.pos === "NOUN" && /^\p{Ll}{3,}ing$/u.test(next.value) && (!lexicon || verbFrom(next.lower, "ing") !== undefined)) {
      next.pos = "VERB";
    }
  });
  // "Years later he is said to have shown…", "Decades later the town was rebuilt": an opening
  // plural span of time before "later", "earlier" or "ago" is no name.
  const [span, spanAfter] = fixed;
  if (
    span?.pos === "PROPN" &&
    /^(?:Years|Decades|Centuries|Months|Weeks|Days|Hours|Minutes|Generations)$/.test(span.value) &&
    /^(?:later|earlier|ago|afterwards|before)$/.test(spanAfter?.lower ?? "")
  ) {
    span.pos = "NOUN";
    span.lemma = span.lower.replace(/ies$/, "y").replace(/s$/, "");
  }
  // "…known as the dear enemy effect": a word read as an adverb between an article and a noun, which
  // English has as an adjective and which is no "-ly" adverb, describes the noun.
  fixed.forEach((token, index) => {
    if (
      lexicon &&
      token.pos === "ADV" &&
      /^(?:the|a|an)$/.test(fixed[index - 1]?.lower ?? "") &&
      fixed[index + 1]?.pos === "NOUN" &&
      /^\p{Ll}+$/u.test(token.value) &&
      !/ly$/.test(token.lower) &&
      isAdjective(token.lower)
    )
      token.pos = "ADJ";
  });
  fixed.forEach((token, index) => {
    const next = fixed[index + 1];
    // "…links letters or numbers to colours, so that…": no infinitive ends in "-s"; after "to" a
    // word in "-s" read as a verb, which English has as a noun, is a plural after a preposition.
    if (lexicon && token.lower === "to" && next?.pos === "VERB" && /^\p{Ll}+[^su]s$/u.test(next.value) && next.lower !== next.lemma && isNoun(next.lemma)) {
      token.pos = "ADP";
      next.pos = "NOUN";
    }
    // "…so that the letter A might always appear red": a capital letter named after "letter" is a
    // name, and a modal read as a noun, with no article or owner before it and a verb after it
    // (an adverb between allowed), is the verb's helper (not "the might of Rome").
    if (/^letters?$/.test(token.lower) && token.pos === "NOUN" && next !== undefined && /^\p{Lu}$/u.test(next.value)) next.pos = "PROPN";
    let verbAt = index + 1;
    while (fixed[verbAt]?.pos === "ADV") verbAt += 1;
    if (
      index > 0 &&
      token.pos === "NOUN" &&
      modalVerb.test(token.lower) &&
      !["DET", "ADJ", "PRON"].includes(fixed[index - 1]!.pos) &&
      fixed[verbAt]?.pos === "VERB" &&
      fixed[verbAt]!.lower === fixed[verbAt]!.lemma
    )
      token.pos = "AUX";
  });
  // "A builder dismissed halfway through, for example, may claim…": an "-ed" word right after the
  // subject, with no object after it, is a participle where a modal and its verb follow with only
  // adverbs, prepositional phrases and commas between (not "Prices rose in 2008, economists may…").
  const edAt = fixed.findIndex(
    (token, index) => index > 0 && token.pos === "VERB" && /\p{Ll}ed$/u.test(token.value) && token.lower !== token.lemma && fixed[index - 1]!.pos === "NOUN",
  );
  if (
    lexicon &&
    edAt > 0 &&
    !fixed.slice(0, edAt).some((token) => token.pos === "VERB" || token.pos === "AUX") &&
    ["ADV", "ADP", "PUNCT"].includes(fixed[edAt + 1]?.pos ?? "")
  ) {
    let inPhrase = false;
    for (let at = edAt + 1; at < fixed.length; at += 1) {
      const token = fixed[at]!;
      if (token.pos === "AUX" && modalVerb.test(token.lower)) {
        let verbAt = at + 1;
        while (fixed[verbAt]?.pos === "ADV") verbAt += 1;
        if (at > edAt + 1 && fixed[verbAt]?.pos === "VERB" && fixed[verbAt]!.lower === fixed[verbAt]!.lemma) fixed[edAt]!.pos = "ADJ";
        break;
      }
      if (token.pos === "ADP") inPhrase = true;
      else if (token.value === ",") inPhrase = false;
      else if (!(token.pos === "ADV" || (inPhrase && ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(token.pos)))) break;
    }
  }
  // "Today writers use the form as a game": an opening "today" read as a noun, before the
  // subject it sets in time (no verb of its own, nor "'s"), is an adverb.
  const [when, whenNext] = fixed;
  if (when?.pos === "NOUN" && timeAdverbs.test(when.lower) && ["NOUN", "PROPN", "ADJ", "DET", "PRON", "NUM"].includes(whenNext?.pos ?? "")) when.pos = "ADV";
  // "A well-known case occurred…", "a long-awaited report": a participle joined by a hyphen to the
  // word before it, before a noun, describes that noun; the clause's verb comes later.
  fixed.forEach((token, index) => {
    const [dash, before, next] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
    if (
      token.pos === "VERB" &&
      /\p{Ll}(?:ed|en|wn|ing)$/u.test(token.value) &&
      dash?.value === "-" &&
      token.space === "" &&
      dash.space === "" &&
      /^\p{L}+$/u.test(before?.value ?? "") &&
      ["NOUN", "ADJ"].includes(next?.pos ?? "")
    )
      token.pos = "ADJ";
  });
  // "If a medium-priority task then pre-empts the low-priority task, …": an "-s" word read as a noun
  // after an adverb of time, before an article, with no verb before it in its clause, is the verb
  // (its stem one WordNet has), and a bare word before the adverb that was read as the verb is the
  // subject's noun.
  fixed.forEach((token, index) => {
    const [adverb, subject, next] = [fixed[index - 1], fixed[index - 2], fixed[index + 1]];
    if (
      !lexicon ||
      !/^(?:then|also|often|usually|always|never|still|now|sometimes|rarely|soon|later|again|first|quickly|slowly|gradually)$/.test(adverb?.lower ?? "") ||
      !["DET", "PRON"].includes(next?.pos ?? "") ||
      !sReadAsNoun(token)
    )
      return;
    const verbs = fixed.slice(clauseAround(index)[0], index - 1).filter((word) => word.pos === "VERB" || word.pos === "AUX");
    if (verbs.length > 1 || (verbs.length === 1 && (verbs[0] !== subject || subject!.lower !== subject!.lemma || !isNoun(subject!.lower)))) return;
    if (verbs.length === 0 && !["NOUN", "PROPN", "PRON"].includes(subject?.pos ?? "")) return;
    readAsVerb(token);
    if (verbs.length === 1) subject!.pos = "NOUN";
  });
  // "…, the local police called for help.": "for" read as joining a clause, before a bare word English
  // also has as a noun that ends the clause, is a preposition and its noun.
  fixed.forEach((token, index) => {
    const [next, after] = [fixed[index + 1], fixed[index + 2]];
    if (
      lexicon &&
      token.lower === "for" &&
      token.pos === "SCONJ" &&
      next?.pos === "VERB" &&
      next.lower === next.lemma &&
      isNoun(next.lower) &&
      (after === undefined || after.pos === "PUNCT")
    ) {
      token.pos = "ADP";
      next.pos = "NOUN";
    }
  });
  // "Non-drip paints are made thixotropic so that…": a lowercase word WordNet does not have at all,
  // read as a noun, with a describing word's ending, after a verb or an adverb, is one ("A
  // hypocoristic is a pet name…", after an article, is a noun).
  fixed.forEach((token, index) => {
    if (
      lexicon &&
      token.pos === "NOUN" &&
      /^\p{Ll}{4,}(?:ic|ous|ive|ful|less)$/u.test(token.value) &&
      ["VERB", "AUX", "ADV"].includes(fixed[index - 1]?.pos ?? "") &&
      !isNoun(token.lower) &&
      !isVerb(token.lower)
    )
      token.pos = "ADJ";
  });
  // "In a wave, each particle of water moves in a roughly circular path": after a singular subject
  // and its "of" phrase, an "-s" word read as a noun, before a preposition, an article or an adverb,
  // with no other verb in its clause, is the verb.
  fixed.forEach((token, index) => {
    const [object, of, head, article] = [fixed[index - 1], fixed[index - 2], fixed[index - 3], fixed[index - 4]];
    if (
      !lexicon ||
      !["ADP", "DET", "ADV"].includes(fixed[index + 1]?.pos ?? "") ||
      object?.pos !== "NOUN" ||
      of?.lower !== "of" ||
      head?.pos !== "NOUN" ||
      head.lower !== head.lemma ||
      !/^(?:a|an|the|each|every|this|that)$/.test(article?.lower ?? "") ||
      !sReadAsNoun(token)
    )
      return;
    // (Nor where the clause has a verb after it: "The arrival of gunpowder cannons in the fifteenth
    // century made trebuchets obsolete" has its own.)
    const [start, end] = clauseAround(index);
    if ([...fixed.slice(start, index), ...fixed.slice(index + 1, end)].some((word) => word.pos === "VERB" || word.pos === "AUX")) return;
    readAsVerb(token);
  });
  // "…a flavouring compound absorbs some of this light and re-emits it…": so is an "-s" word read as a
  // noun after "and" or "or" and before "it" or "them", where an "-s" verb comes before it: the
  // subject's second verb.
  fixed.forEach((token, index) => {
    if (
      lexicon &&
      /^(?:and|or)$/.test(fixed[index - 1]?.lower ?? "") &&
      /^(?:it|them)$/.test(fixed[index + 1]?.lower ?? "") &&
      fixed.slice(0, index - 1).some((word) => word.pos === "VERB" && /\p{Ll}s$/u.test(word.value) && word.lower !== word.lemma) &&
      sReadAsNoun(token)
    )
      readAsVerb(token);
  });
  // "Say's law is…": a capitalised word read as a verb before a possessive is a name (the economist Jean-Baptiste Say).
  fixed.forEach((token, index) => {
    if (token.pos === "VERB" && /^\p{Lu}\p{Ll}+$/u.test(token.value) && /^['’]s$/.test(fixed[index + 1]?.value ?? "")) token.pos = "PROPN";
  });
  // "…, and fighting broke out with…": an "-ing" word opening a clause, right before a past, is its subject.
  fixed.forEach((token, index) => {
    const [before, next] = [fixed[index - 1], fixed[index + 1]];
    if (
      lexicon &&
      token.pos === "VERB" &&
      /^\p{Ll}{3,}ing$/u.test(token.value) &&
      (index === 0 || /^(?:and|but|,)$/.test(before?.lower ?? "")) &&
      next?.pos === "VERB" &&
      next.lower !== next.lemma &&
      (irregularPast.has(next.lower) || /\p{Ll}ed$/u.test(next.value))
    )
      token.pos = "NOUN";
  });
  // "Engineers who design tiny machines must…": a bare word read as a noun right after "who", "which"
  // or "that" standing for a noun, before a describing word, an article or a noun, is the clause's verb.
  fixed.forEach((token, index) => {
    const [before, next] = [fixed[index - 1], fixed[index + 1]];
    if (
      lexicon &&
      !settled.has(token) &&
      bareVerbAsNoun(token) &&
      /^(?:who|which|that)$/.test(before?.lower ?? "") &&
      before!.pos === "PRON" &&
      ["ADJ", "DET", "NOUN"].includes(next?.pos ?? "")
    )
      token.pos = "VERB";
  });
  // "The reaction with oxygen releases heat so quickly that…": after "the", a noun and a preposition
  // with its noun, an "-s" word read as a noun before a bare word read as a verb that English has as a
  // noun, with no other verb in the clause, is the verb, and the bare word its object.
  fixed.forEach((token, index) => {
    const [object, preposition, head, article, next] = [fixed[index - 1], fixed[index - 2], fixed[index - 3], fixed[index - 4], fixed[index + 1]];
    if (
      !lexicon ||
      object?.pos !== "NOUN" ||
      !/^(?:with|of|in|from|between|on)$/.test(preposition?.lower ?? "") ||
      head?.pos !== "NOUN" ||
      head.lower !== head.lemma ||
      !/^(?:a|an|the|each|every|this|that)$/.test(article?.lower ?? "") ||
      !sReadAsNoun(token) ||
      next?.pos !== "VERB" ||
      next.lower !== next.lemma ||
      !isNoun(next.lower) ||
      !["ADV", "ADP", "PUNCT", "SCONJ"].includes(fixed[index + 2]?.pos ?? "PUNCT")
    )
      return;
    const [start, end] = clauseAround(index);
    if ([...fixed.slice(start, index), ...fixed.slice(index + 2, end)].some((word) => word.pos === "VERB" || word.pos === "AUX")) return;
    readAsVerb(token);
    next.pos = "NOUN";
  });
  // "Warning signs include feeling hot, sweating…": an "-ing" word read as a noun, before a describing
  // word that no noun follows, is a verb with what it says the subject is ("feeling hot", "turning red").
  fixed.forEach((token, index) => {
    const [next, after] = [fixed[index + 1], fixed[index + 2]];
    if (
      lexicon &&
      !settled.has(token) &&
      token.pos === "NOUN" &&
      /^\p{Ll}{3,}ing$/u.test(token.value) &&
      verbFrom(token.lower, "ing") !== undefined &&
      next?.pos === "ADJ" &&
      (after === undefined || after.pos === "PUNCT" || after.pos === "CCONJ")
    ) {
      token.pos = "VERB";
      token.lemma = verbFrom(token.lower, "ing")!;
    }
  });
  // "Steel screws fixed in a copper sheet on a boat, for example, rust quickly.": a plural subject
  // opening the sentence, a participle and a preposition after it, then, after a comma or a noun, a
  // bare word read as a noun that English has as a verb, before an adverb, a preposition or the
  // sentence's end, with no verb between: the participle describes the subject, and the bare word is
  // the verb ("The sparks struck from a lighter's flint come from an alloy…").
  // (The last such word: "…fixed in a copper sheet on a boat, for example, rust…" is not "sheet".)
  {
    const participle = fixed.findIndex((word) => word.pos === "VERB");
    const subject = fixed[participle - 1];
    // (The subject may be read as a name where it opens the sentence: "Plants grown in shade develop…".)
    const plural =
      subject !== undefined &&
      /\p{Ll}s$/u.test(subject.value) &&
      ((subject.pos === "NOUN" && subject.lower !== subject.lemma) || (subject.pos === "PROPN" && participle === 1 && isNoun(subject.lower.replace(/s$/, ""))));
    const opens =
      lexicon &&
      participle >= 1 &&
      participle <= 3 &&
      plural &&
      (/\p{Ll}ed$/u.test(fixed[participle]!.value) || irregularPast.has(fixed[participle]!.lower) || irregularParticiple.has(fixed[participle]!.lower)) &&
      // (A past, not a base that ends so: "Emperor penguins breed during the Antarctic winter.")
      fixed[participle]!.lower !== fixed[participle]!.lemma &&
      fixed[participle + 1]?.pos === "ADP";
    const verbAt = !opens
      ? -1
      : fixed.findLastIndex(
          (token, index) =>
            index >= participle + 3 &&
            (fixed[index - 1]!.value === "," || ["NOUN", "ADJ", "PROPN"].includes(fixed[index - 1]!.pos)) &&
            // (Or one read as the verb already, whatever follows it: "…develop larger, thinner leaves".)
            ((bareVerbAsNoun(token) && (fixed[index + 1] === undefined || ["ADV", "PUNCT", "ADP"].includes(fixed[index + 1]!.pos))) ||
              (token.pos === "VERB" && token.lower === token.lemma)) &&
            !fixed.slice(participle + 1, index).some((word) => word.pos === "VERB" || word.pos === "AUX"),
        );
    if (verbAt > 0) {
      fixed[participle]!.pos = "ADJ";
      fixed[verbAt]!.pos = "VERB";
    }
  }
  return fixed;
}

function join(tokens: Token[]): string {
  return tokens.map((token, index) => (index === 0 ? "" : token.space) + token.value).join("");
}

/** A lowercase noun in WordNet (its lemma, as the tagger gave it), hyphenated too ("Pre-eclampsia is a condition…" opens with one). */
const isCommonNoun = (lemma: string) => /^\p{Ll}+(?:-\p{Ll}+)*$/u.test(lemma) && isNoun(lemma);

/** Endings of common nouns, not names ("ransomware", "amylase", "decaffeination"), with the Greek endings of medicine's conditions ("dysgeusia", "hypoxaemia", "dyspnoea"), and "-tropy" ("thixotropy"). */
export const commonEnding =
  /(?:ware|isms?|itis|ases?|tions?|ments?|ness|escences?|ity|ities|ology|ologies|sis|etics|omics|istics|atics|onics|ysics|trophy|trophies|graphy|graphies|sophy|pathy|pathies|phagy|scopy|ectomy|ectomies|chory|gamy|philia|phobia|plegia|algia|geusia|osmia|aemia|emia|uria|pnoea|pnea|phasia|plasia|praxia|lexia|somnia|kinesia|esthesia|rrhoea|rrhea|megaly|penia|tropy|tropies)$/;

/**
 * A sentence's capitalised first word that WordNet does not know at all, which reads as a common
 * noun: a plural before a plural verb ("Triptans are medicines…", "Seismometers record…"), a
 * word with a common noun's ending ("Ransomware locks…", "Amylase breaks down…"), or an "-ing"
 * word before "is" ("Phishing is…").
 */
export function unknownCommonOpening(word: Token, next: Token | undefined): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word.value) || isNoun(word.lower) || writtenCapitalised(word.value) || isAdjective(word.lower) || isVerb(word.lower))
    return false;
  if (commonEnding.test(word.lower)) return true;
  // ("Abscisic acid closes the stomata…": a describing word's ending before a lowercase noun WordNet has.)
  // (Or a long one in "-al": "Vasovagal syncope is the most common cause…"; not a people's, "Mughal rulers".)
  if (
    (/^\p{Ll}{4,}(?:ic|ous)$/u.test(word.lower) || /^\p{Ll}{6,}al$/u.test(word.lower)) &&
    next !== undefined &&
    /^\p{Ll}+$/u.test(next.value) &&
    next.pos === "NOUN" &&
    isNoun(next.lower)
  )
    return true;
  // ("Phishing is a kind of spam…": the name of a doing, made from a verb WordNet does not have.)
  if (/^\p{Ll}{4,}ing$/u.test(word.lower) && next !== undefined && /^(?:is|was|means|involves)$/.test(next.lower)) return true;
  // Two common nouns written as one ("Clownfish shelter…", "Limescale makes…").
  for (let at = 4; at <= word.lower.length - 4; at += 1)
    if (
      isCommonNoun(word.lower.slice(0, at)) &&
      hasNounEntry(word.lower.slice(0, at)) &&
      isCommonNoun(word.lower.slice(at)) &&
      hasNounEntry(word.lower.slice(at))
    )
      return true;
  const pluralVerb =
    next !== undefined && (/^(?:are|were|have|do)$/.test(next.lower) || (next.pos === "VERB" && next.lower === next.lemma && !/s$/.test(next.lower)));
  // (A plural of a word WordNet writes capitalised only as one person's name is common: "Whistlers copy…".)
  const singular = word.value.replace(/s$/, "");
  return /[^su]s$/.test(word.lower) && (!writtenCapitalised(singular) || commonBesideNames(singular)) && pluralVerb;
}

/** Words for a class that a text puts before a thing's own name ("the drug artemisinin", "the enzyme lactase"). */
const classifierNouns =
  /^(?:drug|medicine|compound|element|gas|metal|mineral|enzyme|hormone|protein|chemical|substance|molecule|acid|virus|bacterium|parasite|fungus|species|genus|disease|pesticide|insecticide|antibiotic|vaccine|toxin|poison|dye|pigment)$/;

/** Nouns written the same in the singular and the plural. */
/** Nouns that count ("thousands of kilometres"). */
const countNouns = /^(?:tens|dozens|scores|hundreds|thousands|millions|billions|trillions)$/;

/** Seasons and parts of the day ("in late summer", "in the early morning"). */
export const seasons = /^(?:spring|summer|autumn|fall|winter|morning|afternoon|evening|night)$/;

/** Words of degree before an adjective ("very long", "too high"). */
const degreeWords = /^(?:very|too|so|quite|rather|really|extremely|fairly|highly|incredibly|remarkably|unusually|especially|particularly)$/;

/** Words of sheer size, which describe a thing and name no kind of it ("a huge surface", "tiny droplets"; not "the small intestine"). */
const sheerSize = /^(?:huge|vast|enormous|tiny|immense|massive|gigantic)$/;

/** Colour words, the one list the writer's colour rules share ("a shiny copper brown", "Prussian blue"). */
export const colourNames = "white|black|grey|gray|red|blue|green|yellow|brown|orange|pink|purple";

/** Verbs whose past is their base ("set", "put"): the tense is told by the words around them. */
export const samePast = /^(?:set|put|cut|hit|let|spread|cost|shut|hurt|burst|cast|split|thrust|bet|broadcast|read|quit|shed|upset)$/;

export const zeroPlurals =
  /^(?:salmon|wildebeest|sheep|deer|reindeer|krill|shrimp|squid|\p{L}*fish|bison|moose|trout|cod|cattle|\p{L}*craft|species|series|offspring|swine)$/u;

/** Past participles that do not end in "-ed" and that a tagger may read as nouns. */
const irregularParticiple = new Set(
  "swum sung drunk sunk begun run flown grown known thrown drawn worn born borne torn sworn shown seen taken given written driven ridden risen fallen eaten broken chosen frozen spoken stolen forgotten hidden bitten done gone been".split(
    " ",
  ),
);

/** Past tenses English makes without "-ed", which WordNet's verb index (base forms only) does not list. */
export const irregularPast = new Set(
  "shot went made built began fought led won took gave brought sought taught thought caught held kept left lost met paid ran sent spent stood struck told wrote drove rose fell grew knew threw flew broke chose froze spoke stole rode fed fled sold found dug hung stuck sank sang drank swam became came saw ate drew wore bore tore swore sprang shone bent lent dealt meant felt heard sat said swept slept wept crept knelt leapt dwelt spun slid hid clung flung swung stung strung slung wrung bled bred sped got forgot forgave forbade understood withdrew overcame overtook undertook mistook arose awoke shook woke wove shrank stank strove rebuilt upheld withheld foresaw withstood laid overthrew outgrew".split(
    " ",
  ),
);

const irregularPluralWords = new Set(
  "bacteria criteria phenomena data media alumni fungi cacti nuclei larvae algae people children men women teeth feet mice geese indices matrices analyses theses crises stimuli".split(
    " ",
  ),
);
/** The singulars of the plurals a compound ends with ("woodlice", "firemen", "dormice"). */
const compoundPluralEnds: [RegExp, string][] = [
  [/men$/, "man"],
  [/lice$/, "louse"],
  [/mice$/, "mouse"],
  [/geese$/, "goose"],
  [/teeth$/, "tooth"],
  [/feet$/, "foot"],
];
/**
 * Plurals without an -s that the tagger keeps as they are: a listed one, or a compound ending in
 * one whose singular WordNet knows ("woodlice", woodlouse; not "specimen", no "speciman").
 */
export const irregularPlurals = {
  has: (word: string): boolean => irregularPluralWords.has(word) || compoundSingular(word) !== undefined,
};

/** The singular of a compound plural without an -s ("woodlice": "woodlouse"), where WordNet knows it. */
export function compoundSingular(word: string): string | undefined {
  for (const [end, singular] of compoundPluralEnds) {
    if (!end.test(word) || word.length <= singular.length + 2) continue;
    const found = word.replace(end, singular);
    if (isNoun(found)) return found;
  }
  return undefined;
}
/** The ending of a chemical's name, in the singular or the plural ("anthocyanin", "carotenoids", "lipases"). */
export const chemicalName = /\p{Ll}{3,}(?:in|ide|ate|ite|oid|ase|ol|ine|one|ene|gen)s?$/u;
const isPlural = (token: Token) => irregularPlurals.has(token.lower) || (token.pos === "NOUN" && token.lower !== token.lemma && token.lower.endsWith("s"));
const isNumber = (token: Token) => token.pos === "NUM" && /\d/.test(token.value);
const isCapitalised = (token: Token) => /^\p{Lu}/u.test(token.value);

/** An ordinal before a noun names one of a series ("the third tone", "the fifth amendment"): part of the term, though wink lists some as stop words. */
const ordinal = /^(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;
const stops = (token: Token) => token.stop && !(ordinal.test(token.lower) && token.pos === "ADJ");

/** A hyphen, or an en dash with a letter on each side ("ice–albedo"; not a range, "1914–1918"). */
function joiningDash(tokens: Token[], at: number): boolean {
  const dash = tokens[at];
  if (dash?.value === "-") return true;
  return dash?.value === "–" && /\p{L}$/u.test(tokens[at - 1]?.value ?? "") && /^\p{L}/u.test(tokens[at + 1]?.value ?? "");
}

/** Key terms of one sentence: numbers and years, names, and noun phrases. */
/** `lexicon`: consult WordNet (in the generator's worker; task helpers run inline and skip it). */
/** Fixed phrases of a preposition and a bare noun that tie a sentence to others ("by contrast", "in practice"), or say how things go together ("in step"). */
const linkingPhrases = new Set([
  "by contrast",
  "in contrast",
  "by comparison",
  "in comparison",
  "in practice",
  "in theory",
  "in principle",
  "in turn",
  "in general",
  "in particular",
  "in addition",
  "in short",
  "in total",
  "in effect",
  "in fact",
  "in return",
  "on average",
  "on balance",
  "at first",
  // (…and one that says how things move together: "all the waves are in step".)
  "in step",
  "in phase",
]);

/** How many lowercase particles of a name start at `at` ("da", "von", "de las", "van der") before a capitalised name: 0 where none does. */
function nameParticles(tokens: Token[], at: number): number {
  if (!/^(?:da|de|di|del|della|van|von|der|du|dos|das)$/.test(tokens[at]?.value ?? "")) return 0;
  const second = /^(?:la|las|los|le|der|den)$/.test(tokens[at + 1]?.value ?? "") ? 1 : 0;
  const name = tokens[at + 1 + second];
  return name?.pos === "PROPN" && isCapitalised(name) ? 1 + second : 0;
}

function findTerms(tokens: Token[], lexicon: boolean): Term[] {
  const terms: Term[] = [];
  const add = (found: Token[], kind: TermKind) => {
    // Half of a hyphenated word is no term: the term takes the whole word ("a build-up of charge",
    // "a brute-force attack").
    let [first, end] = [tokens.indexOf(found[0]!), tokens.indexOf(found[found.length - 1]!)];
    // (An en dash between two words joins them as a hyphen does: "the ice–albedo feedback", not
    // "albedo feedback".)
    const hyphen = (at: number) =>
      joiningDash(tokens, at) && tokens[at]!.space === "" && tokens[at + 1]?.space === "" && wordLike.test(tokens[at + 1]?.value ?? "");
    while (first > 1 && hyphen(first - 1) && wordLike.test(tokens[first - 2]!.value)) first -= 2;
    const joined = hyphen(end + 1);
    while (hyphen(end + 1)) end += 2;
    // …and the nouns the hyphenated word goes on to describe ("brute-force attack").
    while (joined && tokens[end + 1]?.pos === "NOUN" && /^\p{Ll}[\p{Ll}-]*$/u.test(tokens[end + 1]!.value) && !stops(tokens[end + 1]!)) end += 1;
    const run = tokens.slice(first, end + 1);
    const text = join(run);
    if (text.length < 2) return;
    // ("In English, by contrast, pitch shows…", "In practice, many people…": a noun of a fixed phrase
    // that ties a sentence to another is no term.)
    if (kind === "concept" && run.length === 1 && linkingPhrases.has(`${tokens[first - 1]?.lower ?? ""} ${run[0]!.lower}`)) return;
    // ("…marks it as read-only": a hyphenated word that ends in "only" or an "-ly" adverb describes; it is no noun.)
    const closing = run[run.length - 1]!;
    if (run.length > 2 && hyphen(end - 1) && closing.pos === "ADV" && /^(?:only|\p{Ll}+ly)$/u.test(closing.lower)) return;
    // ("…in the tenth and eleventh centuries": an ordinal after another and "and" shares its noun with
    // that one, so "eleventh centuries" is no term.)
    const ordinal = (token: Token | undefined) => /^(?:first|second|third|\p{Ll}+th)$/u.test(token?.lower ?? "");
    if (kind === "concept" && ordinal(run[0]) && /^(?:and|or)$/.test(tokens[first - 1]?.lower ?? "") && ordinal(tokens[first - 2])) return;
    // (Nor is the first ordinal alone: "tenth".)
    if (kind === "concept" && run.length === 1 && ordinal(run[0]) && /^(?:and|or)$/.test(tokens[end + 1]?.lower ?? "") && ordinal(tokens[end + 2])) return;
    const last = run[run.length - 1]!;
    terms.push({
      text,
      key: run.map((token) => (kind === "number" ? token.lower : token.lemma)).join(" "),
      kind,
      words: run.length,
      head: last.lemma,
      // "Articles" opening a sentence is tagged a name; WordNet knows its singular.
      // ("anthocyanins", "glucosinolates": a word WordNet does not know, with a chemical's ending and
      // an "-s", is a plural the tagger kept whole.)
      plural:
        isPlural(last) ||
        (kind === "concept" && lexicon && /[^su]s$/.test(last.lower) && !hasNounEntry(last.lower) && isNoun(last.lower)) ||
        (kind === "concept" && lexicon && /s$/.test(last.lower) && chemicalName.test(last.lower) && !isNoun(last.lower) && !isNoun(last.lower.slice(0, -1))),
    });
  };
  // ("Second, zinc is more reactive…": a word that opens the sentence, with its comma, to tie it to
  // others is no term.)
  let index =
    /^(?:first|second|third|fourth|firstly|secondly|thirdly|finally|lastly|next|then|also|moreover|furthermore|besides|similarly|likewise|instead|meanwhile|however|overall|today|now)$/.test(
      tokens[0]?.lower ?? "",
    ) && tokens[1]?.value === ","
      ? 2
      : 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (isNumber(token)) {
      add([token], "number");
      index += 1;
      continue;
    }
    // A sentence's capitalised first word before a lowercase noun opens a noun phrase
    // ("Plant cells", "Adenosine triphosphate"), not a name.
    const opensPhrase =
      index === 0 &&
      isCapitalised(token) &&
      // ("Otto von Bismarck distrusted…": nor a name before a particle of a name.)
      nameParticles(tokens, 1) === 0 &&
      // ("Unlike land plants, …": a preposition opens no noun phrase; nor does an adverb, "Eventually
      // recruitment slows…", "Today writers use…".)
      !["ADP", "SCONJ", "DET", "PRON"].includes(token.pos) &&
      !(token.pos === "ADV" && (/\p{Ll}ly$/u.test(token.value) || timeAdverbs.test(token.lower))) &&
      // ("Paying managers partly in shares is…": nor an "-ing" word read as a doing with its object.)
      !(token.pos === "VERB" && /ing$/.test(token.lower)) &&
      tokens[1] !== undefined &&
      ((["NOUN", "ADJ"].includes(tokens[1].pos) && !isCapitalised(tokens[1]) && wordLike.test(tokens[1].value)) ||
        // ("Amylase breaks down starch…": a common noun alone before its verb.)
        // (Not before an "-ing" word: "Machine learning lets…" is one noun.)
        (token.pos === "NOUN" && ["VERB", "AUX"].includes(tokens[1].pos) && !/ing$/.test(tokens[1].lower)));
    // Names: capitalised proper nouns, with a capitalised adjective in front (French Revolution), but not a quantity ("Many Vikings").
    // ("Others sense…", "Much of the wall…": words that stand for what another sentence named are no names either.)
    const quantity = /^(?:many|most|some|several|few|all|both|each|every|other|others|another|much|any|none|either|neither)$/.test(token.lower);
    if (
      !opensPhrase &&
      !quantity &&
      (token.pos === "PROPN" || (token.pos === "ADJ" && isCapitalised(token))) &&
      isCapitalised(token) &&
      wordLike.test(token.value)
    ) {
      const run: Token[] = [];
      let at = index;
      while (at < tokens.length && isCapitalised(tokens[at]!) && wordLike.test(tokens[at]!.value) && ["PROPN", "ADJ", "NOUN"].includes(tokens[at]!.pos)) {
        run.push(tokens[at]!);
        at += 1;
        // A possessive inside a name: "the Peasants' Revolt", "St Paul's Cathedral".
        const mark = tokens[at];
        if (
          mark &&
          (/^['’]$/.test(mark.value) ? /s$/.test(tokens[at - 1]!.value) : /^['’]s$/.test(mark.value)) &&
          mark.space === "" &&
          tokens[at + 1] &&
          isCapitalised(tokens[at + 1]!)
        ) {
          run.push(mark);
          at += 1;
        }
        // "Lloyd's of London": a possessive, "of" and a name make one name.
        if (
          mark &&
          /^['’]s$/.test(mark.value) &&
          mark.space === "" &&
          tokens[at + 1]?.lower === "of" &&
          tokens[at + 2] &&
          isCapitalised(tokens[at + 2]!) &&
          tokens[at + 2]!.pos === "PROPN"
        ) {
          run.push(mark, tokens[at + 1]!);
          at += 2;
        }
      }
      // "the Battle of Edington", "the Representation of the People Act": a capitalised common noun
      // with "of" and a capitalised name after it is one name.
      // (Not a plural that is capitalised only because it opens the sentence: "Parts of Northern Ireland…".)
      const openingPlural =
        index === 0 &&
        run.length === 1 &&
        /^\p{Lu}\p{Ll}+[^s]s$/u.test(run[0]!.value) &&
        isCommonNoun(run[0]!.lower.replace(/s$/, "")) &&
        !writtenCapitalised(run[0]!.value);
      while (
        lexicon &&
        !openingPlural &&
        run.length > 0 &&
        run.length < 6 &&
        tokens[at]?.lower === "of" &&
        isNoun(run[run.length - 1]!.lower) &&
        (tokens[at + 1]?.lower === "the" ? tokens[at + 2] : tokens[at + 1]) !== undefined
      ) {
        const skip = tokens[at + 1]!.lower === "the" ? 2 : 1;
        let end = at + skip;
        while (end < tokens.length && isCapitalised(tokens[end]!) && wordLike.test(tokens[end]!.value) && ["PROPN", "ADJ", "NOUN"].includes(tokens[end]!.pos))
          end += 1;
        if (end === at + skip) break;
        run.push(...tokens.slice(at, end));
        at = end;
      }
      // "the Police and Criminal Evidence Act": after "the", a name, "and", and capitalised words
      // ending in a common noun (an act, an administration) are one name.
      if (lexicon && run.length > 0 && tokens[index - 1]?.lower === "the" && tokens[at]?.lower === "and") {
        let end = at + 1;
        while (end < tokens.length && isCapitalised(tokens[end]!) && wordLike.test(tokens[end]!.value) && ["PROPN", "ADJ", "NOUN"].includes(tokens[end]!.pos))
          end += 1;
        if (end - (at + 1) >= 2 && isCommonNoun(tokens[end - 1]!.lower)) {
          run.push(...tokens.slice(at, end));
          at = end;
        }
        // ("The Bread and Roses strike was a walkout…": so are two names joined by "and" before the
        // lowercase common noun they name, with its verb after it.)
        else if (
          end > at + 1 &&
          tokens[end]?.pos === "NOUN" &&
          /^\p{Ll}+$/u.test(tokens[end]!.value) &&
          isCommonNoun(tokens[end]!.lower) &&
          ["VERB", "AUX"].includes(tokens[end + 1]?.pos ?? "")
        ) {
          run.push(...tokens.slice(at, end + 1));
          at = end + 1;
        }
      }
      // "Salar de Uyuni", "Leonardo da Vinci": a lowercase particle between two capitalised names joins
      // them; so do two, "Bartolomé de las Casas", "Rembrandt van der Rijn" (`nameParticles`).
      for (let particles = nameParticles(tokens, at); run.length > 0 && run.length < 5 && isCapitalised(run[run.length - 1]!) && particles > 0;) {
        run.push(...tokens.slice(at, at + particles + 1));
        at += particles + 1;
        particles = nameParticles(tokens, at);
      }
      // "Joan of Arc", "Catherine of Aragon": a name WordNet lists with its "of" is one name.
      if (
        lexicon &&
        run.length === 1 &&
        tokens[at]?.lower === "of" &&
        tokens[at + 1] &&
        isCapitalised(tokens[at + 1]!) &&
        knowsPhrase(`${run[0]!.value} of ${tokens[at + 1]!.value}`)
      ) {
        run.push(tokens[at]!, tokens[at + 1]!);
        at += 2;
      }
      // "Alfred the Great", "Catherine the Great": an epithet after "the" is part of the name.
      if (
        run.length > 0 &&
        tokens[at]?.lower === "the" &&
        tokens[at + 1] &&
        isCapitalised(tokens[at + 1]!) &&
        ["PROPN", "ADJ"].includes(tokens[at + 1]!.pos) &&
        // (not "the Emperor of …"; "Suleiman the Magnificent in the sixteenth century" is whole)
        tokens[at + 2]?.lower !== "of" &&
        tokens[at + 2]?.pos !== "PROPN"
      ) {
        run.push(tokens[at]!, tokens[at + 1]!);
        at += 2;
      }
      // "Homo sapiens", "Escherichia coli": a capitalised word before a lowercase one English does
      // not have is a scientific name, whose halves are no terms.
      const following = tokens[at];
      if (
        lexicon &&
        run.length === 1 &&
        following &&
        /^\p{Ll}{3,}$/u.test(following.value) &&
        !following.stop &&
        !isNoun(following.lower) &&
        ((!isAdjective(following.lower) && !isVerb(following.lower) && !isAdverb(following.lower)) || hasNounEntry(`${run[0]!.lower} ${following.lower}`))
      ) {
        index = at + 1;
        continue;
      }
      // A name used as a modifier after "a" ("A Geiger counter", "a Petri dish") opens a noun phrase.
      const modifier = /^(?:a|an)$/i.test(tokens[index - 1]?.value ?? "") && tokens[at]?.pos === "NOUN" && /^\p{Ll}/u.test(tokens[at]!.value);
      if (modifier) {
        while (at < tokens.length && tokens[at]!.pos === "NOUN" && /^\p{Ll}/u.test(tokens[at]!.value) && wordLike.test(tokens[at]!.value)) {
          run.push(tokens[at]!);
          at += 1;
        }
        add(run.slice(-4), "concept");
        index = at;
        continue;
      }
      // ("The Treaty of Paris gave Britain Canada and…": two places WordNet has, one after the other
      // straight after a verb, are a verb's two objects, not one name.)
      if (
        lexicon &&
        run.length === 2 &&
        tokens[index - 1]?.pos === "VERB" &&
        run.every((item) => item.pos === "PROPN" && nounGroup(item.lower) === "place") &&
        !knowsPhrase(join(run).toLowerCase())
      ) {
        add([run[0]!], "proper");
        add([run[1]!], "proper");
        index = at;
        continue;
      }
      const hasName = run.some((item) => item.pos === "PROPN");
      // A capitalised common word opening the sentence is not a name ("Parameters are…",
      // "Recursion happens…": WordNet knows them as lowercase nouns).
      const commonOpening =
        index === 0 &&
        run.length === 1 &&
        (run[0]!.pos !== "PROPN" ||
          (lexicon &&
            (isCommonNoun(run[0]!.lemma) ||
              unknownCommonOpening(run[0]!, tokens[1]) ||
              // ("Fainting is a brief loss…": a gerund, the subject of its verb.)
              (/^\p{Ll}{3,}ing$/u.test(run[0]!.lower) && verbFrom(run[0]!.lower, "ing") !== undefined && ["AUX", "VERB"].includes(tokens[1]?.pos ?? "")))));
      // ("Painting a bridge stops…": an "-ing" word with an object is the doing, no term.)
      const doing = /ing$/.test(run[0]!.lower) && ["DET", "PRON"].includes(tokens[at]?.pos ?? "");
      if (commonOpening && doing) {
        index = at;
        continue;
      }
      if (commonOpening && run[0]!.pos !== "ADJ" && !vague.has(run[0]!.lower) && !vague.has(run[0]!.lower.replace(/s$/, ""))) {
        add(run, "concept");
        index = at;
        continue;
      }
      // "Coloured initials and decorations…", "Fewer than fifty copies…": an opening "-ed" or "-er"
      // word WordNet does not have as a name, before a lowercase word, describes what follows; so does
      // one WordNet has only as an adjective ("Early counting boards…"), unless the two are one noun there.
      const next = tokens[at];
      const adjective =
        lexicon && isAdjective(run[0]!.lower) && !isNoun(run[0]!.lower) && next !== undefined && !hasNounEntry(`${run[0]!.lower} ${next.lower}`);
      const describing =
        index === 0 &&
        run.length === 1 &&
        (/^\p{Lu}\p{Ll}+(?:ed|er)$/u.test(run[0]!.value) || adjective) &&
        !writtenCapitalised(run[0]!.value) &&
        /^\p{Ll}/u.test(tokens[at]?.value ?? "");
      if (describing) {
        index = at;
        continue;
      }
      if (hasName && !commonOpening) {
        add(run.slice(0, run.some((item) => item.lower === "of" || item.lower === "and") ? 7 : 4), "proper");
        index = at;
        continue;
      }
    }
    // ("…and many birds of paradise breed in leks": a noun after "of" that WordNet has in one name with
    // the noun before it, a name of another sort than the noun, is part of that name, no term of its
    // own; not "loaves of bread", which is bread.)
    const ofName = `${tokens[index - 2]?.lemma} of ${token.lower}`;
    if (
      lexicon &&
      token.pos === "NOUN" &&
      tokens[index - 1]?.lower === "of" &&
      tokens[index - 2]?.pos === "NOUN" &&
      knowsPhrase(ofName) &&
      !sortsAgree(nounSort(ofName), nounSort(token.lower))
    ) {
      index += 1;
      continue;
    }
    // Noun phrases: adjectives and nouns ending in a noun (cellular respiration).
    if ((opensPhrase || (["ADJ", "NOUN", "PROPN"].includes(token.pos) && !isCapitalised(token))) && !stops(token) && wordLike.test(token.value)) {
      const run: Token[] = [];
      let at = index;
      while (at < tokens.length) {
        const next = tokens[at]!;
        const first = at === index && opensPhrase;
        // A stop word may end a compound as its noun ("an oil well"), never open one.
        const stopWord = stops(next) && !(at > index && next.pos === "NOUN" && lexicon && isCommonNoun(next.lemma));
        if (!first && (!["ADJ", "NOUN", "PROPN"].includes(next.pos) || stopWord || !wordLike.test(next.value) || isCapitalised(next))) break;
        // ("…carry dust thousands of kilometres": a count is no part of a compound.)
        if (at > index && countNouns.test(next.lower)) break;
        // ("…gives the silicon extra electrons": a word of amount after a noun opens a second object.)
        if (
          at > index &&
          next.pos === "ADJ" &&
          tokens[at - 1]!.pos === "NOUN" &&
          /^(?:extra|more|less|fewer|enough|additional|further|several|many|much|few)$/.test(next.lower)
        )
          break;
        // ("An owner who gives the occupier permission…": after a verb of giving, a person and the
        // noun after them are its two objects.)
        const giver = ["DET", "PRON"].includes(tokens[index - 1]?.pos ?? "") ? tokens[index - 2] : tokens[index - 1];
        if (
          lexicon &&
          at > index &&
          next.pos === "NOUN" &&
          giver?.pos === "VERB" &&
          /^(?:give|grant|offer|send|lend|hand|owe|deny|tell|show|teach|pay|promise|allow|refuse)$/.test(giver.lemma) &&
          tokens[at - 1]!.pos === "NOUN" &&
          nounGroup(tokens[at - 1]!.lower) === "person"
        )
          break;
        run.push(next);
        at += 1;
      }
      // "…while in late summer growth slows": after "in", a season ends a phrase of time, and the
      // noun after it starts the next.
      if (/^(?:in|during|by|until|through)$/.test(tokens[index - 1]?.lower ?? "")) {
        const season = run.findIndex((word, at) => at < run.length - 1 && seasons.test(word.lower));
        if (season >= 0) {
          at = index + season + 1;
          run.length = season + 1;
        }
      }
      // ("…, so at the junction heat is either released or absorbed": after a preposition that opens its
      // clause, a run of nouns straight before the clause's "is" ends with that verb's subject, no part
      // of the preposition's noun; not "At the bus stop is a bench", where the subject follows.)
      const preposition = tokens[index - 1]?.pos === "ADP" ? index - 1 : tokens[index - 1]?.pos === "DET" && tokens[index - 2]?.pos === "ADP" ? index - 2 : -1;
      const [verbAfterRun, afterVerb] = [tokens[index + run.length], tokens[index + run.length + 1]];
      if (
        lexicon &&
        preposition >= 0 &&
        run.length >= 2 &&
        run[run.length - 1]!.pos === "NOUN" &&
        run[run.length - 2]!.pos === "NOUN" &&
        (preposition === 0 || /^(?:so|and|but|then|yet|,)$/.test(tokens[preposition - 1]!.lower) || tokens[preposition - 1]!.pos === "SCONJ") &&
        verbAfterRun?.pos === "AUX" &&
        /^(?:is|are|was|were|has|have|had)$/.test(verbAfterRun.lower) &&
        !["DET", "NOUN", "PROPN", "PRON", "NUM", "ADJ"].includes(afterVerb?.pos ?? "") &&
        !knowsPhrase(`${run[run.length - 2]!.lower} ${run[run.length - 1]!.lower}`)
      ) {
        run.length -= 1;
        at -= 1;
      }
      // …ending in a noun: not in a foreign word of two letters the tagger read as one ("the article le").
      while (run.length > 0 && (run[run.length - 1]!.pos !== "NOUN" || (lexicon && run.length > 1 && run[run.length - 1]!.value.length <= 2))) run.pop();
      // "…how much water people use": people are no part of a compound after another noun.
      if (run.length > 1 && /^(?:people|persons)$/.test(run[run.length - 1]!.lower) && run[run.length - 2]!.pos === "NOUN") run.pop();
      // English compounds rarely have a plural modifier: "transfers energy" is a verb and its
      // object the tagger read as nouns, so the phrase starts after the plural word.
      let start = 0;
      for (let at = 0; at < run.length - 1; at += 1) if (isPlural(run[at]!)) start = at + 1;
      // "…send the brain conflicting signals": nor a noun before an "-ing" word that describes the
      // noun after it, which starts a phrase of its own (the verb's second object).
      for (let at = 1; at < run.length - 1; at += 1)
        if (
          run[at - 1]!.pos === "NOUN" &&
          run[at]!.pos === "ADJ" &&
          /^\p{Ll}{3,}ing$/u.test(run[at]!.value) &&
          lexicon &&
          verbFrom(run[at]!.lower, "ing") !== undefined &&
          !knowsPhrase(`${run[at - 1]!.lower} ${run[at]!.lower}`)
        )
          start = Math.max(start, at);
      // "…the plant gives the fungus sugars it has made": after a verb of giving and "the", two nouns
      // WordNet does not have as one, the second plural, are the one given to and what is given.
      const giving = tokens[index - 2];
      if (
        lexicon &&
        start === 0 &&
        run.length === 2 &&
        /^(?:the|a|an|its|their)$/.test(tokens[index - 1]?.lower ?? "") &&
        giving?.pos === "VERB" &&
        /^(?:give|send|offer|hand|lend|pay|sell|bring|feed|teach|show|grant|pass)$/.test(giving.lemma) &&
        run[0]!.pos === "NOUN" &&
        run[0]!.lower === run[0]!.lemma &&
        isPlural(run[1]!) &&
        !knowsPhrase(`${run[0]!.lower} ${run[1]!.lemma}`)
      )
        start = 1;
      // "The sailors called the mixture grog": after a verb of naming that is the clause's only verb,
      // and "the", two nouns WordNet does not have as one are what is named and its name, each a term of
      // its own. (Not "A protein called the spike protein binds…", a name after a participle.) So too a
      // name with its describing words: "Researchers call the pattern reciprocal altruism".
      const naming = tokens[index - 2];
      const clauseEnd = tokens.findIndex((other, at) => at > index && /^[,;:]$/.test(other.value));
      if (
        lexicon &&
        start === 0 &&
        (run.length === 2 ||
          (run.length >= 3 && run.length <= 4 && run[0]!.pos === "NOUN" && run.slice(1, -1).every((word) => word.pos === "ADJ" || word.pos === "NOUN"))) &&
        /^(?:the|a|an)$/.test(tokens[index - 1]?.lower ?? "") &&
        naming?.pos === "VERB" &&
        /^(?:call|name|dub|nickname|christen)$/.test(naming.lemma) &&
        !tokens.some((other, at) => at !== index - 2 && (at < index || clauseEnd < 0 || at < clauseEnd) && (other.pos === "VERB" || other.pos === "AUX")) &&
        !knowsPhrase(`${run[0]!.lower} ${run[1]!.lower}`)
      ) {
        run.length = 1;
        at = index + 1;
      }
      // Words that only pick one out of many are no part of a term ("a particular shape", "the usual remedy"),
      // nor is a comparison ("a much larger fungus", "Higher interest rates") or the word that names a word ("the word hormone").
      const comparative = (token: Token) => token.pos === "ADJ" && /(?:er|est)$/.test(token.lower) && token.lemma.toLowerCase() !== token.lower;
      // (Not where WordNet has the words as one name: "little brown bat".)
      const named = (from: number) =>
        lexicon &&
        knowsPhrase(
          run
            .slice(from)
            .map((token) => token.lower)
            .join(" "),
        );
      while (
        start < run.length - 1 &&
        !named(start) &&
        (pickingOut.has(run[start]!.lower) ||
          comparative(run[start]!) ||
          /^(?:word|term)$/.test(run[start]!.lower) ||
          sheerSize.test(run[start]!.lower) ||
          // ("…are also good catalysts", "Sloths are good swimmers": after "be", a word of praise says how
          // well the subject does as one, no part of a term; "a good name" keeps it.)
          (/^(?:good|excellent)$/.test(run[start]!.lower) &&
            /^(?:is|are|was|were|be)$/.test(tokens.slice(0, tokens.indexOf(run[start]!)).findLast((token) => token.pos !== "ADV")?.lower ?? "")) ||
          // ("A torn ligament in the knee…": after an article, the harm a thing has come to says what
          // state it is in, not what it is; it is a ligament. Not inside a longer name, "the broken
          // window fallacy".)
          (/^(?:torn|broken|damaged|injured|cracked|fractured|sprained|ruptured|bruised|swollen|inflamed)$/.test(run[start]!.lower) &&
            run.length - start === 2 &&
            /^(?:a|an|the)$/.test(tokens[tokens.indexOf(run[start]!) - 1]?.lower ?? "")) ||
          // ("The opposite form, which…": "the opposite" one points to another sentence's; "opposite charges" are a kind.)
          (run[start]!.lower === "opposite" && tokens[tokens.indexOf(run[start]!) - 1]?.lower === "the"))
      )
        start += 1;
      // ("A common remedy is priority inheritance", "A common mistake is to write…": "a common" one
      // that "is" what the sentence then names is one of several, no term of its own, with or without
      // "common"; "a common ancestor", "a common tariff" are kinds, and so is one "is" said of in the
      // passive, "A common ancestor is shared by…".)
      const [be, complement] = [tokens[tokens.indexOf(run[run.length - 1]!) + 1], tokens[tokens.indexOf(run[run.length - 1]!) + 2]];
      if (
        run[0]?.lower === "common" &&
        /^(?:a|an)$/.test(tokens[tokens.indexOf(run[0]) - 1]?.lower ?? "") &&
        /^(?:is|was)$/.test(be?.lower ?? "") &&
        !(complement?.pos === "VERB" && complement.lower !== complement.lemma)
      )
        start = run.length;
      // "a very long tongue", "a very high temperature": an adjective after a word of degree
      // describes the thing; the term starts after it ("a very accurate atomic clock").
      // ("A more reactive halogen", "the most dangerous species": so after an article and "more" or "most";
      // "Most poor families" are most of them.)
      const [degree, article] = [tokens[tokens.indexOf(run[0]!) - 1], tokens[tokens.indexOf(run[0]!) - 2]];
      const compared = /^(?:more|less|most|least)$/.test(degree?.lower ?? "") && /^(?:a|an|the|its|their|his|her)$/.test(article?.lower ?? "");
      if (start === 0 && (degreeWords.test(degree?.lower ?? "") || compared))
        while (start < run.length - 1 && run[start]!.pos === "ADJ" && !named(start)) start += 1;
      // "…prevented by cooking meat thoroughly", "Mixing bleach with ammonia is…": after a preposition,
      // or opening the sentence before one, an "-ing" form of a verb before its object is the doing, no
      // part of the term ("cooking oil" is a thing WordNet has).
      const from = tokens.indexOf(run[0]!);
      if (
        lexicon &&
        start === 0 &&
        run.length > 1 &&
        (tokens[from - 1]?.pos === "ADP" || (from === 0 && tokens[from + run.length]?.pos === "ADP")) &&
        /^\p{Ll}{3,}ing$/u.test(run[0]!.lower) &&
        verbFrom(run[0]!.lower, "ing") !== undefined &&
        !named(0)
      )
        start = 1;
      // "the compound sodium chloride", "the gas oxygen": a noun naming the class of the words after it
      // (a kind of it by WordNet) only says what they are.
      if (
        lexicon &&
        run.length - start > 1 &&
        tokens[tokens.indexOf(run[start]!) - 1]?.lower === "the" &&
        ["NOUN", "ADJ"].includes(run[start]!.pos) &&
        isNoun(run[start]!.lower) &&
        run[start]!.lower === run[start]!.lemma &&
        knowsPhrase(join(run.slice(start + 1)).toLowerCase()) &&
        isKindOf(join(run.slice(start + 1)).toLowerCase(), run[start]!.lower) &&
        !knowsPhrase(join(run.slice(start)).toLowerCase())
      )
        start += 1;
      // ("The drug artemisinin, which comes from…": so does a word for a class of substances or living
      // things before a single lowercase word that English does not have at all, the thing's own
      // name; "the tower karst" and "the aurora borealis" are one name each.)
      else if (
        lexicon &&
        run.length - start === 2 &&
        tokens[tokens.indexOf(run[start]!) - 1]?.lower === "the" &&
        classifierNouns.test(run[start]!.lower) &&
        /^\p{Ll}{4,}$/u.test(run[start + 1]!.value) &&
        !isNoun(run[start + 1]!.lower) &&
        !isVerb(run[start + 1]!.lower) &&
        !isAdjective(run[start + 1]!.lower)
      )
        start += 1;
      let phrase = run.slice(start).slice(-4);
      // "a person accused of a crime": a participle after the noun, before "of" or "by", is no part of the term.
      const tail = phrase[phrase.length - 1];
      if (phrase.length > 1 && tail && /ed$/.test(tail.lower) && /^(?:of|by)$/.test(tokens[tokens.indexOf(tail) + 1]?.lower ?? ""))
        phrase = phrase.slice(0, -1);
      // "78 percent nitrogen": the unit of the number before is no part of the term.
      if (phrase.length > 1 && /^(?:percent|per|cent)$/.test(phrase[0]!.lower) && tokens[tokens.indexOf(phrase[0]!) - 1]?.pos === "NUM")
        phrase = phrase.slice(1);
      // A particle or a word of time the tagger read as a noun ends no term ("put the claimant
      // back", "covered by glacial ice today").
      while (phrase.length > 1 && trailingAdverbs.test(phrase[phrase.length - 1]!.lower)) phrase = phrase.slice(0, -1);
      // ("…works the other way round": "round" after "way" is an adverb too, and the way a vague head.)
      if (phrase.length > 1 && /^(?:round|around)$/.test(phrase[phrase.length - 1]!.lower) && phrase[phrase.length - 2]!.lemma === "way")
        phrase = phrase.slice(0, -1);
      // "the force acting on…": an "-ing" word before a preposition is a participle, not the end of the term.
      const last = phrase[phrase.length - 1];
      if (lexicon && phrase.length > 1 && last && /ing$/.test(last.lower) && tokens[at]?.pos === "ADP" && isVerb(last.lower.replace(/ing$/, "")))
        phrase = phrase.slice(0, -1);
      // A lone word WordNet knows mostly as an adjective is no term, whatever the tagger said ("weak and brittle").
      // …and a lone word WordNet has as a verb but not as a noun is no term either ("reefs grow", "marks enclose").
      // …nor is the noun of an idiom WordNet lists as an adverb ("in advance", "in turn").
      const before = tokens[index - 1];
      // "huge amounts of", "a great deal of": a quantity, not a term.
      const head = phrase[phrase.length - 1];
      const quantityOf =
        head !== undefined &&
        tokens[tokens.indexOf(head) + 1]?.lower === "of" &&
        (/^(?:amount|deal)$/.test(head.lemma) || (/^(?:number|quantity)$/.test(head.lemma) && phrase.length > 1 && sizeWords.test(phrase[0]!.lower)));
      // ("…print leaves and the word natural on its packaging": "the word" before the word it names.)
      const lone = phrase.length === 1 ? tokens.indexOf(phrase[0]!) : -1;
      const namesAWord =
        lone > 0 && /^(?:word|term)$/.test(tokens[lone]!.lower) && tokens[lone - 1]!.lower === "the" && ["ADJ", "ADV"].includes(tokens[lone + 1]?.pos ?? "");
      // ("…for a long time", "…for a short time": a stretch of time, no term.)
      const stretchOfTime = phrase.length === 2 && /^(?:long|short|brief)$/.test(phrase[0]!.lower) && /^(?:time|while)$/.test(phrase[1]!.lower);
      const notATerm =
        quantityOf ||
        namesAWord ||
        stretchOfTime ||
        (phrase.length === 1 && countNouns.test(phrase[0]!.lower)) ||
        (phrase.length === 1 &&
          lexicon &&
          (mostlyAdjective(phrase[0]!.lower) ||
            // "made drinkable": an "-able" word with one noun sense is an adjective; "by boiling it": an "-ing" word with an object is a verb.
            (/(?:able|ible)$/.test(phrase[0]!.lower) && isAdjective(phrase[0]!.lower) && senseCount(phrase[0]!.lower) <= 1) ||
            (/ing$/.test(phrase[0]!.lower) && ["PRON", "DET"].includes(tokens[at]?.pos ?? "")) ||
            (!isNoun(phrase[0]!.lower) && isVerb(phrase[0]!.lemma)) ||
            (start === 0 && before?.pos === "ADP" && isAdverb(`${before.lower} ${phrase[0]!.lower}`)) ||
            // ("In other words, …": likewise after a preposition and a describing word.)
            (start === 0 && tokens[index - 2]?.pos === "ADP" && isAdverb(`${tokens[index - 2]!.lower} ${before?.lower ?? ""} ${phrase[0]!.lower}`)) ||
            // "moves slowly downhill": after a verb or an adverb, a word WordNet has as an adverb is one.
            (start === 0 && ["VERB", "ADV"].includes(before?.pos ?? "") && isAdverb(phrase[0]!.lower))));
      // The end of a hyphenated word is no term ("a fixed-length value": not "length value").
      const afterHyphen = phrase[0] !== undefined && phrase[0].space === "" && joiningDash(tokens, tokens.indexOf(phrase[0]) - 1);
      if (
        phrase.length > 0 &&
        !notATerm &&
        !afterHyphen &&
        !vagueHeads.has(phrase[phrase.length - 1]!.lemma) &&
        !(phrase.length === 1 && (vague.has(phrase[0]!.lemma) || phrase[0]!.value.length < 4))
      )
        add(phrase, "concept");
      index = Math.max(at, index + 1);
      continue;
    }
    index += 1;
  }
  const seen = new Set<string>();
  return terms.filter((term) => (seen.has(term.key) ? false : (seen.add(term.key), true)));
}

/** TextRank over sentences: a sentence matters when sentences that matter share its words. */
function textRank(sentences: Sentence[], iterations = 30, damping = 0.85): number[] {
  const count = sentences.length;
  const weights: number[][] = sentences.map(() => new Array<number>(count).fill(0));
  for (let a = 0; a < count; a += 1) {
    for (let b = a + 1; b < count; b += 1) {
      const left = sentences[a]!.content;
      const right = sentences[b]!.content;
      if (left.size < 2 || right.size < 2) continue;
      let shared = 0;
      for (const word of left) if (right.has(word)) shared += 1;
      const weight = shared / (Math.log(left.size) + Math.log(right.size));
      weights[a]![b] = weight;
      weights[b]![a] = weight;
    }
  }
  const totals = weights.map((row) => row.reduce((sum, value) => sum + value, 0));
  let scores = new Array<number>(count).fill(1);
  for (let round = 0; round < iterations; round += 1) {
    scores = scores.map((_, a) => {
      let sum = 0;
      for (let b = 0; b < count; b += 1) if (weights[b]![a]! > 0 && totals[b]! > 0) sum += (weights[b]![a]! / totals[b]!) * scores[b]!;
      return 1 - damping + damping * sum;
    });
  }
  return scores;
}

/** Sentences worth asking about: whole statements of a useful length. */
function usable(text: string, tokens: Token[], loose: boolean): boolean {
  if (loose) return tokens.some((token) => wordLike.test(token.value));
  const words = tokens.filter((token) => wordLike.test(token.value)).length;
  if (words < 5 || words > 60) return false;
  if (/[?:]$/.test(text.trim()) || !/[.!]$/.test(text.trim())) return false;
  // Headings, references and code fragments are not statements.
  return !/https?:\/\/|[{}<>=]|^\W/.test(text.trim()) && tokens.some((token) => token.pos === "VERB" || token.pos === "AUX");
}

/** `tokensOf` by text: the writer and its checker ask about the same sentences and terms many times over. */
const tagged = new Map<string, readonly Token[]>();

/** Tokens of a short text (one sentence or phrase), verbs repaired as in `analyse`. Each call gets tokens of its own to change. */
export function tokensOf(text: string): Token[] {
  let tokens = tagged.get(text);
  if (tokens === undefined) {
    tokens = repairVerbs(readTokens((visit) => nlp().readDoc(text).tokens().each(visit)));
    // (Bounded, as WordNet's `related` is: a worker that writes many quizzes starts the map again.)
    if (tagged.size >= 4000) tagged.clear();
    tagged.set(text, tokens);
  }
  return tokens.map((token) => ({ ...token }));
}

/** A sentence's content words, by lemma, for TextRank. */
const contentOf = (tokens: Token[]) => new Set(tokens.filter((token) => !token.stop && wordLike.test(token.value)).map((token) => token.lemma));

/** "It is easy to…", "It is thought that…", "It takes…": an "it" that stands for nothing. */
const expletive =
  /^It\s+(?:(?:is|was|may be|can be|would be|seems|seemed|appears|appeared)\s+(?:not\s+)?(?:no\s+)?\p{L}+\s+(?:to|that|for|whether|if)\b|takes\b|took\b|(?:is|was)\s+(?:the\s+|a\s+|an\s+)?\p{L}+(?:\s+\p{L}+)?\s+(?:that|who)\s+[^,]+,\s+not\s)/u;

/** The subject that opens a sentence (after an article or a word of quantity at most) and is followed by its verb: the term and the words up to its end. */
function openingSubject(sentence: Sentence): { term: Term; phrase: string } | undefined {
  const { tokens } = sentence;
  // (Or after a word of quantity, which the pronoun does not keep: "Most mud volcanoes are… They
  // form…" → "Mud volcanoes form…", "Most helium comes from… Because it is lighter…".)
  const quantity = /^(?:most|many|some|all|several)$/.test(tokens[0]?.lower ?? "");
  const article = quantity || /^(?:the|a|an)$/.test(tokens[0]?.lower ?? "") ? 1 : 0;
  // (Past describing words the term leaves out, after an article: "The African lungfish is… When its
  // pond dries up, it…".)
  let described = article;
  while (article === 1 && !quantity && tokens[described]?.pos === "ADJ") described += 1;
  for (const term of sentence.terms) {
    // (A name joined by a dash is one word of the term and three tokens: "The Kellogg–Briand Pact was…".)
    const spanAt = (at: number) => {
      for (let count = 1; count <= term.text.split(/\s+/).length * 3 && at + count <= tokens.length; count += 1)
        if (join(tokens.slice(at, at + count)).trim() === term.text) return count;
      return 0;
    };
    const start = [article, described].find((at) => spanAt(at) > 0);
    if (start === undefined) continue;
    const width = spanAt(start);
    const next = tokens.slice(start + width).find((token) => token.pos !== "ADV");
    // ("The Peltzman effect is the tendency… It is named after…": a name before a common noun that
    // ends the subject, "effect", "law", "principle", is that noun's, and the two are the subject;
    // so is a name that owns it, "Okun's law is… It was first described by…".)
    const owns = /^['’]s$/.test(tokens[start + width]?.value ?? "") ? 1 : 0;
    const headAt = start + width + owns;
    const head = tokens[headAt];
    const verbAfter = tokens.slice(headAt + 1).find((token) => token.pos !== "ADV");
    if (
      !quantity &&
      term.kind === "proper" &&
      head?.pos === "NOUN" &&
      /^\p{Ll}+$/u.test(head.value) &&
      (verbAfter?.pos === "VERB" || verbAfter?.pos === "AUX")
    ) {
      const run = tokens.slice(start, headAt + 1);
      const named: Term = {
        text: join(run).trim(),
        key: run.map((token) => token.lemma).join(" "),
        kind: "concept",
        words: run.length,
        head: head.lemma,
        plural: isPlural(head),
      };
      return { term: named, phrase: join(tokens.slice(0, headAt + 1)).trim() };
    }
    // (A term that is only the opening of the subject is not it; a longer one may be: "Kellogg–Briand" of "The Kellogg–Briand Pact".)
    if (next?.pos !== "VERB" && next?.pos !== "AUX") {
      if (sentence.terms.some((other) => other !== term && other.text.startsWith(`${term.text} `))) continue;
      return undefined;
    }
    // ("An enzyme called telomerase can rebuild… It is active…": a thing given its name is that name,
    // "Telomerase is active…", not "An enzyme is active…".)
    if (/^(?:called|named)$/.test(next.lower) && !quantity) {
      const at = tokens.indexOf(next) + 1;
      const the = tokens[at]?.lower === "the" ? 1 : 0;
      const name = sentence.terms.find((other) => other.text.split(/\s+/).every((word, offset) => tokens[at + the + offset]?.value === word));
      if (!name) return undefined;
      const end = at + the + name.text.split(/\s+/).length;
      const after = tokens.slice(end).find((token) => token.pos !== "ADV");
      if (after?.pos !== "VERB" && after?.pos !== "AUX") return undefined;
      const phrase = join(tokens.slice(at, end)).trim();
      return { term: name, phrase: phrase.charAt(0).toUpperCase() + phrase.slice(1) };
    }
    const bare = join(tokens.slice(start, start + width)).trim();
    if (quantity) return { term, phrase: bare.charAt(0).toUpperCase() + bare.slice(1) };
    return { term, phrase: join(tokens.slice(0, start + width)).trim() };
  }
  return undefined;
}

/** What a passage is about: the concept its first sentence opens with ("A tontine is an investment scheme…"). */
function topicOf(sentences: Sentence[]): string | undefined {
  const opening = sentences[0] && openingSubject(sentences[0]);
  return opening?.term.kind === "concept" ? opening.term.key : undefined;
}

/** Nouns that, after "the" alone, name what another sentence told: "the reaction", "the device", "the rule", "the term". */
export const pointingHeads =
  /^(?:difference|result|effect|reason|explanation|problem|process|change|reaction|method|procedure|technique|practice|idea|principle|theory|hypothesis|concept|notion|model|movement|event|condition|device|machine|gadget|instrument|tool|rule|term|name|word|phrase|recipe|formula|behaviour|behavior|phenomenon|strategy|habit|policy|scheme|approach|scene|right)s?$/;

/** The sentence opens with the term (after "the" or a word of quantity) and a plural verb: "The moai are…", "Chilblains are…". */
const pluralByVerb = (term: Term, sentence: Sentence) =>
  new RegExp(`^(?:(?:the|most|many|some|all|several)\\s+)?${escapeRegExp(term.text)}\\s+(?:are|were|have)\\s`, "iu").test(sentence.text);

/**
 * The sentence has a later main clause, after a comma or semicolon and "so", "and", "but", "yet"
 * or "while" (or the semicolon alone), whose subject (an article at most, describing words, nouns)
 * is in the number asked and is followed by its verb: "…, so the men were charged…".
 */
function laterSubject(sentence: Sentence, plural: boolean): boolean {
  const { tokens } = sentence;
  return tokens.some((token, index) => {
    if (token.value !== "," && token.value !== ";") return false;
    let at = index + 1;
    if (/^(?:so|and|but|yet|while)$/.test(tokens[at]?.lower ?? "")) at += 1;
    else if (token.value === ",") return false;
    // (Not one the opening subject owns, "…, but its exact cause is unknown. It most often begins…":
    // the pronoun is the owner's.)
    if (/^(?:their|its|his|her)$/.test(tokens[at]?.lower ?? "")) return false;
    if (tokens[at]?.pos === "DET") at += 1;
    while (tokens[at]?.pos === "ADJ") at += 1;
    const start = at;
    while (tokens[at]?.pos === "NOUN") at += 1;
    const head = tokens[at - 1];
    if (at === start || !head) return false;
    const verb = tokens.slice(at).find((word) => word.pos !== "ADV");
    return (verb?.pos === "VERB" || verb?.pos === "AUX") && (head.lower !== head.lemma || irregularPlurals.has(head.lower)) === plural;
  });
}

/** A sentence read again as `text`, keeping as its sources what was written and the sentence `named` that names what it now says in full. */
function readAgain(sentence: Sentence, text: string, named: string): Sentence {
  const tokens = repairVerbs(readTokens((visit) => nlp().readDoc(text).tokens().each(visit)));
  return { ...sentence, text, sources: [sentence.text, named], tokens, terms: findTerms(tokens, true), content: contentOf(tokens) };
}

/**
 * "Esperanto is a constructed language… It was published in 1887 by…": a sentence that opens
 * with "It" or "They" (or with "When it …, it …") is read with the subject of the sentence before in the pronoun's place
 * ("Esperanto was published in 1887 by…"), where that subject opens its sentence, agrees in
 * number and is followed by its verb. The sentence keeps what was written as its sources: itself,
 * and the sentence that names the subject. (Not an "it" that stands for nothing: "It is easier
 * to float…"; nor "Their…", "Its…": a possessive is left to `leansOnAnother`.)
 */
function resolveOpeningPronouns(sentences: Sentence[]): void {
  const topic = topicOf(sentences);
  for (let index = 1; index < sentences.length; index += 1) {
    const [previous, sentence] = [sentences[index - 1]!, sentences[index]!];
    // ("When it is heated above about 80 °C, it breaks down…": the pronoun that opens the clause after
    // a conjunction, likewise, where the main clause opens with it again; in "Because it neutralises
    // acids, baking soda is used…" it stands for the main clause's subject.)
    const clause = /^(When|If|Once|After|Before|Although|While|Because) (it|they) [^,]+, (it|they) /.exec(sentence.text);
    // ("In hospitals, it is sometimes given to patients…": after an opening phrase of place or time
    // and its comma, likewise, or of likeness, "Like other jellyfish, it begins life as a larva…";
    // not where what follows is an expletive, "In winter, it is hard to…"; or after an opening
    // "-ing" word of a verb and what it governs, "Breathing air through a narrow tube, it can wait…",
    // or of a participle and its phrase, "Stirred in a container, it can keep circling…".)
    const setting = clause
      ? null
      : (/^((?:In|At|On|During|Today|Nowadays|Without|Unlike|Like) [^,]{1,40}), (it|they) /.exec(sentence.text) ??
        (sentence.tokens[0]?.pos === "VERB" ? /^(\p{Lu}\p{Ll}+(?:ing|ed) [^,]{1,40}), (it|they) /u.exec(sentence.text) : null));
    const pronoun = clause ? clause[2]! : setting ? setting[2]! : sentence.tokens[0]?.value;
    const rest = setting ? sentence.text.slice(setting[1]!.length + 2) : sentence.text;
    const after = rest.charAt(0).toUpperCase() + rest.slice(1);
    // ("It is added to foods and shampoos to trap…": a participle before "to" and a noun is a passive
    // with its "it", which stands for something; "It is easy to…" stands for nothing.)
    const passiveTo = /^It\s+(?:is|was)\s+\p{Ll}+ed\s+to\s+(?!be\b)\p{Ll}+s\b/u.test(after);
    if (!pronoun || !/^(?:it|they)$/i.test(pronoun) || previous.page !== sentence.page || (expletive.test(after) && !passiveTo)) continue;
    // (Not a phrase that points back itself: "In this way, it…", "At that point, they…".)
    if (setting && /\b(?:this|that|these|those|it|its|they|their)\b/i.test(setting[1]!)) continue;
    let subject = openingSubject(previous);
    // ("The moai are nearly 900 giant stone statues… They were carved…": a noun whose plural is
    // itself is plural where its verb is.)
    // ("Most fish have a lateral line… It lets a fish feel…": so is one after a word of quantity.)
    const pluralVerb = subject !== undefined && pluralByVerb(subject.term, previous);
    if (!subject || subject.term.kind === "number" || (subject.term.plural || pluralVerb) !== (pronoun.toLowerCase() === "they")) continue;
    // ("Trade unions were not illegal at the time, so the men were charged… They were sentenced…":
    // where a later clause of the sentence before has a subject of its own in the pronoun's number,
    // the pronoun may stand for either, and is read as neither.)
    if (laterSubject(previous, pronoun.toLowerCase() === "they")) continue;
    // ("Farmers grow crops… They…": where the sentence before also names, after its subject, the
    // passage's own topic in the pronoun's number, the pronoun may stand for either, and is read as
    // neither; unless the sentence says what was done to it and the subject is people, who are seldom
    // done to as things are: "Governments later used tontines to raise money… They were banned…".)
    const { term: opening } = subject;
    const rival =
      topic === undefined || opening.key === topic
        ? undefined
        : previous.terms.find((term) => term.key === topic && term !== opening && term.plural === opening.plural);
    if (rival !== undefined) {
      const people = (term: Term) => /^(?:person|group)$/.test(nounGroup(term.key) ?? "");
      const passive = /^(?:is|are|was|were)\s+(?:\p{Ll}+ly\s+)?\p{Ll}+(?:ed|en)\b/u.test(sentence.text.slice(pronoun.length).trim());
      if (clause || setting || !passive || !people(opening) || people(rival)) continue;
      const article = new RegExp(`\\b(the)\\s+${escapeRegExp(rival.text)}\\b`, "iu").test(previous.text) ? "The " : "";
      subject = { term: rival, phrase: article ? `${article}${rival.text}` : rival.text.charAt(0).toUpperCase() + rival.text.slice(1) };
    }
    // ("Alessandro Volta built the first battery… It was a stack of…": "it" is never a person.)
    // (Nor a name of two or more capitalised words English does not have otherwise, before a verb in
    // the past that says what it did: "William Pfann developed the method… It can leave…" is the
    // method, not the man.)
    const nameWords = subject.phrase.split(/\s+/);
    const doneBy = previous.tokens[nameWords.length];
    const personal =
      subject.term.kind === "proper" &&
      nameWords.length >= 2 &&
      nameWords.every(
        (word) => /^\p{Lu}\p{Ll}+$/u.test(word) && !isNoun(word.toLowerCase()) && !isAdjective(word.toLowerCase()) && !isVerb(word.toLowerCase()),
      ) &&
      doneBy?.pos === "VERB" &&
      doneBy.lower !== doneBy.lemma &&
      !/(?:s|ing)$/.test(doneBy.lower);
    if (pronoun.toLowerCase() === "it" && (nounGroup(subject.term.text) === "person" || personal)) continue;
    // (Inside the sentence, the subject's article, or a concept's first word, is in lowercase: "When baking soda is heated…".)
    // (Not a genus and its species, "Turritopsis dohrnii".)
    const binomial = binomialName(subject.phrase);
    const inside = subject.phrase.replace(/^\S+/, (word) =>
      /^(?:The|A|An)$/.test(word) || (subject.term.kind === "concept" && !binomial) ? word.toLowerCase() : word,
    );
    const named = subject.term.kind === "concept" || /^(?:the|a|an)\s/i.test(subject.phrase) ? inside : subject.phrase;
    const text = clause
      ? `${clause[1]} ${named}${sentence.text.slice(clause[1]!.length + 1 + clause[2]!.length)}`
      : setting
        ? `${setting[1]}, ${named}${sentence.text.slice(setting[1]!.length + 2 + setting[2]!.length)}`
        : `${subject.phrase}${sentence.text.slice(pronoun.length)}`;
    sentences[index] = readAgain(sentence, text, previous.sources?.[1] ?? previous.text);
  }
}

/**
 * "The Tyndall effect is the scattering of light… Chemists use the effect as a quick test…": "the"
 * and the last word of what the passage's first sentence opens with, where that word is one for
 * what another sentence told ("effect", "problem", "model"), is that thing; the sentence is read
 * with it named in full ("Chemists use the Tyndall effect as a quick test…") and keeps what was
 * written as its sources: itself and the first sentence. (Not "the effect of…", which says which;
 * nor a sentence that names it in full already, or was read with a pronoun resolved.)
 */
function resolveTopicHead(sentences: Sentence[]): void {
  const first = sentences[0];
  if (!first) return;
  // (Its subject: nouns, names and describing words before its verb, "The Tyndall effect", "The hold-up problem".)
  const { tokens } = first;
  const start = /^(?:the|a|an)$/.test(tokens[0]?.lower ?? "") ? 1 : 0;
  const verb = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const span = tokens.slice(start, Math.max(start, verb));
  const hyphened = (index: number) => span[index]!.value === "-" || span[index - 1]?.value === "-";
  if (
    span.length < 2 ||
    span[span.length - 1]!.pos !== "NOUN" ||
    !span.every((token, index) => ["NOUN", "PROPN", "ADJ"].includes(token.pos) || hyphened(index))
  )
    return;
  const written = join(span).trim();
  const phrase = start === 0 && span[0]!.pos !== "PROPN" ? written.charAt(0).toLowerCase() + written.slice(1) : written;
  const head = span[span.length - 1]!.lower;
  // (Or any word where a name after "the" makes the subject one thing: "The Laffer curve… The curve
  // is named after…"; not a word capitalised only because it opens the sentence, "Silica gel".)
  if (!pointingHeads.test(head) && !(start === 1 && span.some((token) => token.pos === "PROPN"))) return;
  // (Not where a later sentence names another of the kind: "An exothermic reaction… An endothermic
  // reaction… If more energy is released…, the reaction is exothermic overall"; the class the first
  // sentence puts it in is no other, "The Maillard reaction is a chemical reaction…".)
  const kind = new RegExp(`^(?:\\S+\\s+)+${escapeRegExp(head)}s?$`, "iu");
  if (
    sentences
      .slice(1)
      .some(({ terms }) => terms.some((term) => kind.test(term.text) && term.text.toLowerCase() !== phrase.toLowerCase() && !first.text.includes(term.text)))
  )
    return;
  const named = new RegExp(`\\b${escapeRegExp(phrase)}\\b`, "iu");
  const bare = new RegExp(`\\b([Tt]he) ${escapeRegExp(head)}\\b(?!\\s+of\\b|-)`, "u");
  for (let index = 1; index < sentences.length; index += 1) {
    const sentence = sentences[index]!;
    if (sentence.sources || sentence.page !== first.page || named.test(sentence.text) || !bare.test(sentence.text)) continue;
    const text = sentence.text.replace(bare, (_, the: string) => `${the} ${phrase}`);
    sentences[index] = readAgain(sentence, text, first.text);
  }
}

/**
 * "Tinnitus is the hearing of a sound… Wearing ear protection in noisy places is the best way to
 * prevent it.": an "it" (or "them") that ends the sentence after "to prevent",
 * "to treat" or a like verb, in a sentence that does not name the passage's topic, stands for that
 * topic where it agrees in number and the sentence names nothing else that could be prevented or
 * treated (a happening or a state in the pronoun's number); the sentence is read with the topic in
 * its place ("…the best way to prevent tinnitus.") and keeps what was written as its sources: itself and
 * the first sentence. (Where it names such a thing, "…in line with inflation to prevent it", the
 * pronoun may stand for either, and `leansOnAnother` refuses the sentence.)
 */
function resolveTopicObject(sentences: Sentence[]): void {
  const first = sentences[0];
  const subject = first && openingSubject(first);
  if (!first || !subject || subject.term.kind === "number") return;
  const { term } = subject;
  const phrase = subject.phrase.replace(/^(?:The|A|An)\b/, (word) => word.toLowerCase()).replace(/^(?:most|many|some|all|several)\s+/i, "");
  // (A first word keeps its capital where it is a name: a possessive, "Parkinson's disease", or one the passage capitalises inside a sentence.)
  const firstWord = phrase.split(/\s+/)[0]!;
  // (A name the reading took the topic for keeps it too, unless the passage writes it in lowercase: "Heatstroke happens when…", "…causes heatstroke".)
  const aName =
    (subject.term.kind === "proper" && !sentences.some(({ text }) => new RegExp(`\\b${escapeRegExp(firstWord.toLowerCase())}\\b`, "u").test(text))) ||
    /['’]s$/.test(firstWord) ||
    binomialName(phrase) ||
    sentences.some(({ text }) => new RegExp(`[\\p{Ll},;] ${escapeRegExp(firstWord)}\\b`, "u").test(text));
  const shown = aName ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
  // ("Chilblains are small, itchy, red swellings…": a noun whose plural is itself is plural where its verb is.)
  const pluralVerb = pluralByVerb(term, first);
  const written = sentences.map(({ text }) => text).join(" ");
  for (let index = 1; index < sentences.length; index += 1) {
    const sentence = sentences[index]!;
    const found = objectOfCare.exec(sentence.text);
    if (!found || sentence.sources || sentence.page !== first.page) continue;
    const plural = found[2] === "them";
    // ("A blister is a small pocket of fluid… Wearing well-fitting shoes… helps to prevent them.": one of
    // a kind, "a" or "an" and a noun, stands for its plural where the passage writes that: "…prevent blisters".)
    const kindPlural =
      plural && !term.plural && !pluralVerb && /^an?\s/.test(shown) && new RegExp(`\\b${escapeRegExp(term.text)}s\\b`, "iu").test(written)
        ? `${shown.replace(/^an?\s+/, "")}s`
        : undefined;
    if ((kindPlural === undefined && (term.plural || pluralVerb) !== plural) || sentence.terms.some((other) => other.key === term.key)) continue;
    // (Not the nouns of an opening "-ing" subject, which say how: "Wearing ear protection in noisy
    // places is the best way to prevent it", "Drinking enough water and resting in the shade help…".)
    const { tokens } = sentence;
    // (Its end is its verb: "is", "help" or a like one, which the tagger may read as a noun, before
    // any other word it may read as a verb, "…enough water and resting…".)
    const gerund = /^\p{Lu}\p{Ll}+ing$/u.test(tokens[0]?.value ?? "");
    const linking = tokens.findIndex((token, index) => index > 0 && /^(?:is|are|was|were|can|may|will|helps?|remains?)$/.test(token.lower));
    const subjectEnd = !gerund
      ? 0
      : linking >= 0
        ? linking
        : tokens.findIndex((token, index) => index > 0 && (token.pos === "AUX" || (token.pos === "VERB" && !/ing$/.test(token.lower))));
    const rival = tokens
      .slice(Math.max(0, subjectEnd))
      .some((token) => token.pos === "NOUN" && (token.lower !== token.lemma) === plural && ["happening", "state"].includes(nounGroup(token.lemma) ?? ""));
    if (rival) continue;
    const text = `${sentence.text.slice(0, found.index)} to ${found[1]} ${kindPlural ?? shown}.`;
    sentences[index] = readAgain(sentence, text, first.text);
  }
}

/** "…to prevent it.": a verb of preventing or treating and the pronoun that ends its sentence. */
export const objectOfCare = /\s+to\s+(prevent|avoid|treat|cure|relieve|diagnose|control|manage)\s+(it|them)\.$/;

/** `loose` keeps fragments too (task titles), for their terms. */
export function analyse(pages: string[], { loose = false }: { loose?: boolean } = {}): Analysis {
  const sentences: Sentence[] = [];
  pages.forEach((pageText, pageIndex) => {
    // A full stop inside a word ("example.com") is no sentence end: it reads as a one-dot leader until the tokens are made.
    const normalised = pageText
      .replace(/-\n(\p{Ll})/gu, "$1")
      .replace(/\s+/g, " ")
      .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, innerDot)
      // (So is one that opens a domain after a space: "…the top-level domain, such as .com, and…".)
      .replace(/(?<=\s)\.(?=\p{Ll}{2,6}\b)/gu, innerDot)
      .trim();
    if (normalised === "") return;
    const doc = nlp().readDoc(normalised);
    const pieces: Token[][] = [];
    doc.sentences().each((sentence: ItemSentence) => {
      const read = readTokens((visit) => sentence.tokens().each(visit));
      // The splitter takes a short word before a full stop for an abbreviation ("…let air in. Clay
      // soils hold…"); such a sentence is read again as the sentences it holds.
      const whole = join(read);
      const parts = whole
        .split(hiddenStop)
        .flatMap((part) => part.split(regnalStop))
        .flatMap((part) => part.split(unitStop));
      if (parts.length === 1) pieces.push(read);
      else for (const part of parts) pieces.push(readTokens((visit) => nlp().readDoc(part).tokens().each(visit)));
    });
    // ('…an open letter titled "J'accuse…!" that accused the army…': a "!" or "?" inside a quotation,
    // with a lowercase word after it, ends no sentence; what follows goes on with the one before.)
    for (let at = pieces.length - 1; at > 0; at -= 1)
      if (/^\p{Ll}/u.test(pieces[at]![0]?.value ?? "") && /^["”'’]$/.test(pieces[at - 1]!.at(-1)?.value ?? ""))
        pieces.splice(at - 1, 2, [...pieces[at - 1]!, ...pieces[at]!]);
    for (const piece of pieces) {
      // "…because it has more mass.": the tagger reads a sentence's last word and its full stop as one abbreviation ("Mass.").
      const last = piece[piece.length - 1];
      // ("…King Ptolemy V.", "…in Linear B.": a regnal number or a name's letter and its full stop, likewise.)
      const regnal = last !== undefined && /^(?:[IVX]+|\p{Lu})\.$/u.test(last.value) && piece[piece.length - 2]?.pos === "PROPN";
      // ("…below 35 °C.": a temperature's unit, likewise.)
      const unit = last !== undefined && /^[CFK]\.$/.test(last.value) && piece[piece.length - 2]?.value === "°";
      // ("…such as t, d or n.": a lowercase letter, likewise.)
      if (last && ((/^\p{L}{2,}\.$/u.test(last.value) && !/^\p{Lu}/u.test(last.value)) || /^\p{Ll}\.$/u.test(last.value) || regnal || unit)) {
        const word = last.value.slice(0, -1);
        piece.splice(
          piece.length - 1,
          1,
          { ...last, value: word, lower: word.toLowerCase(), lemma: word.toLowerCase(), pos: regnal || unit ? "PROPN" : "NOUN" },
          { value: ".", lower: ".", lemma: ".", pos: "PUNCT", stop: false, space: "" },
        );
      }
      const tokens = repairVerbs(piece, !loose);
      const text = join(tokens).trim();
      if (!usable(text, tokens, loose)) continue;
      sentences.push({
        index: sentences.length,
        page: pages.length > 1 ? pageIndex + 1 : undefined,
        text,
        tokens,
        terms: findTerms(tokens, !loose),
        content: contentOf(tokens),
        score: 0,
      });
    }
  });

  if (!loose) {
    resolveOpeningPronouns(sentences);
    resolveTopicHead(sentences);
    resolveTopicObject(sentences);
  }

  // "…in Parliament for almost twenty years": a word the passage capitalises inside a sentence,
  // on its own, is a name where it opens one too.
  const capitalisedInside = new Set<string>();
  const lowercaseInside = new Set<string>();
  for (const { tokens } of sentences) tokens.forEach((token, index) => index > 0 && /^\p{Ll}+$/u.test(token.value) && lowercaseInside.add(token.value));
  for (const { tokens } of sentences)
    tokens.forEach((token, index) => {
      if (index === 0 || !/^\p{Lu}\p{Ll}+$/u.test(token.value)) return;
      const [before, after] = [tokens[index - 1]!, tokens[index + 1]];
      // (Or after another capital, where WordNet does not know the word at all: "…from Harald Bluetooth, a
      // Danish king" makes "Bluetooth" a name; "the Great Fire" does not make "Fire" one.)
      const unknown = !isNoun(token.lower) && !isAdjective(token.lower) && !isVerb(token.lower) && !writtenCapitalised(token.value);
      // (Not the last word of a name joined by "of": "the Board of Longitude", where the passage also writes "their longitude".)
      const ofName = /^(?:of|de|du|von|van)$/.test(before.lower) && /^\p{Lu}/u.test(tokens[index - 2]?.value ?? "") && index - 2 > 0;
      // (Or after a given name, a capitalised word WordNet has neither as a noun nor as an adjective:
      // "…, Walter Freeman developed…" makes "Freeman" a name, though WordNet has "freeman"; "the
      // Great Fire", "Tasmanian tiger" do not.)
      const givenName =
        before.pos === "PROPN" && /^\p{Lu}\p{Ll}+$/u.test(before.value) && !isNoun(before.lower) && !isAdjective(before.lower) && !isVerb(before.lower);
      // (Or after a capitalised name that is no adjective, where the passage never writes the word in
      // lowercase: "The physician John Snow suspected…" makes "Snow" a name, though WordNet has
      // "john" and "snow"; "the Great Fire", "Broad Street" do not.)
      const surname = before.pos === "PROPN" && /^\p{Lu}\p{Ll}+$/u.test(before.value) && !isAdjective(before.lower) && !lowercaseInside.has(token.lower);
      // (Or after the comma that closes an opening clause: "Because his nobles began to desert him,
      // Henry crossed the Alps…" makes "Henry" a name, though WordNet has "henry", a unit.)
      if (
        (/^\p{Ll}/u.test(before.value) || before.value === "," || ((unknown || givenName || surname) && /^\p{Lu}/u.test(before.value))) &&
        !/^\p{Lu}/u.test(after?.value ?? "") &&
        !ofName
      )
        capitalisedInside.add(token.value);
    });
  for (const { tokens } of sentences) {
    const [first, second] = tokens;
    // (A clause's first word inside a sentence too: "…, Henry crossed the Alps" asks "Why did Henry cross…?".)
    // (And a word written with a capital after a lowercase one is a name wherever a question puts it:
    // "…, so Hall sensors are used…" asks "Why are Hall sensors used…?".)
    tokens.forEach((token, index) => {
      if (index > 0 && tokens[index - 1]!.value === "," && capitalisedInside.has(token.value) && !/^\p{Lu}/u.test(tokens[index + 1]?.value ?? ""))
        token.named = true;
      if (index > 0 && /^\p{Lu}\p{Ll}/u.test(token.value) && /^\p{Ll}+$/u.test(tokens[index - 1]!.value)) token.named = true;
    });
    if (first && capitalisedInside.has(first.value) && !/^\p{Lu}/u.test(second?.value ?? "")) {
      first.named = true;
      // ("Say argued that…", where the passage names "the French economist Jean-Baptiste Say": a
      // name read as a verb before the sentence's verb.)
      if (first.pos === "VERB" && (second?.pos === "VERB" || second?.pos === "AUX")) first.pos = "PROPN";
    }
    // (Or its singular: "Brinicles were first filmed…", where the passage writes "a brinicle".)
    else if (
      first &&
      /^\p{Lu}\p{Ll}+$/u.test(first.value) &&
      [first.lower, first.lower.replace(/(?<=[^s])s$/, ""), first.lower.replace(/(?<=(?:ch|sh|x|ss))es$/, "")].some((form) => lowercaseInside.has(form)) &&
      !/^\p{Lu}/u.test(second?.value ?? "")
    )
      first.common = true;
  }
  // ("Some tombolos are covered…", where the passage also writes "a tombolo": a term's last word in
  // "-s" that the reading did not take for a plural, whose form without "s" the passage writes as a
  // noun too, is a plural.)
  const nouns = new Set(sentences.flatMap(({ tokens }) => tokens.filter((token) => token.pos === "NOUN" || token.pos === "PROPN").map((token) => token.lower)));
  for (const { terms } of sentences)
    for (const term of terms) {
      const last = term.text.split(/\s+/).pop()!.toLowerCase();
      if (term.kind === "concept" && !term.plural && /^\p{Ll}+[^su]s$/u.test(last) && nouns.has(last.slice(0, -1))) {
        term.plural = true;
        // (…and one term with the singular: "Inselbergs form…" and "An inselberg is…" are about one thing.)
        const words = term.key.split(" ");
        if (words[words.length - 1] === last) {
          term.key = [...words.slice(0, -1), last.slice(0, -1)].join(" ");
          term.head = last.slice(0, -1);
        }
      }
    }

  const terms = new Map<string, { term: Term; sentences: number; occurrences: number }>();
  for (const sentence of sentences) {
    for (const term of sentence.terms) {
      const entry = terms.get(term.key);
      if (entry) entry.sentences += 1;
      else terms.set(term.key, { term, sentences: 1, occurrences: 1 });
    }
  }
  for (const entry of terms.values()) entry.occurrences = entry.sentences;

  const ranks = textRank(sentences);
  const maxRank = Math.max(1e-9, ...ranks);
  sentences.forEach((sentence, index) => {
    const termWeight = sentence.terms.reduce((sum, term) => sum + Math.log(1 + (terms.get(term.key)?.sentences ?? 1)), 0);
    sentence.score = ranks[index]! / maxRank + 0.25 * Math.min(termWeight, 4);
  });
  return { sentences, terms };
}

/** The text as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A letter, a digit or a joiner of keys on either side of a match: it is no whole word ("cell" in
 * "cellulose"; "Ctrl" in "Ctrl+Z"); nor is one joined by a point or a comma with no space
 * ("42" in "42.zip", "300" in "1,300"). Case-blind versions for case-blind patterns, as a
 * lookaround inside such a pattern would be.
 */
const joinedBefore = /(?:[\p{L}\p{N}_+-]|[\p{L}\p{N}][.,])$/u;
const joinedAfter = /^(?:[\p{L}\p{N}_+-]|[.,][\p{L}\p{N}])/u;
const joinedBeforeAnyCase = /(?:[\p{L}\p{N}_+-]|[\p{L}\p{N}][.,])$/iu;
const joinedAfterAnyCase = /^(?:[\p{L}\p{N}_+-]|[.,][\p{L}\p{N}])/iu;

/**
 * A term as a pattern that matches it only as whole words. It behaves as the pattern
 * `(?<![\p{L}\p{N}_+-])term(?![\p{L}\p{N}_+-])` would, in `test`, `exec`, `match`, `matchAll`,
 * `replace`, `search` and `split` (all of which go through `exec`), but checks the two sides
 * itself: compiling those Unicode classes into every term's pattern took a millisecond a term,
 * most of a quiz's time.
 */
class WholeWordPattern extends RegExp {
  /** The same term with "g", to search on from a rejected match when this pattern has neither "g" nor "y". */
  private readonly scanner: RegExp | undefined;

  constructor(pattern: string | RegExp, flags?: string) {
    super(pattern, flags);
    this.scanner = this.global || this.sticky ? undefined : new RegExp(this.source, `${this.flags}g`);
  }

  /** The match, if the characters either side of it leave it whole. */
  private whole(match: RegExpExecArray): boolean {
    const input = match.input;
    const end = match.index + match[0].length;
    const [before, after] = this.ignoreCase ? [joinedBeforeAnyCase, joinedAfterAnyCase] : [joinedBefore, joinedAfter];
    return !before.test(input.slice(Math.max(0, match.index - 2), match.index)) && !after.test(input.slice(end, end + 2));
  }

  /**
   * Where to look on from a match that is not whole: the next character, past both code units of
   * one written as two when the pattern has "u" (with "iu", V8 searching from the second unit
   * backs up to the first and would find the same match for ever).
   */
  private next(input: string, index: number): number {
    const pair = this.unicode && /^[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(input.slice(index, index + 2));
    return index + (pair ? 2 : 1);
  }

  override exec(input: string): RegExpExecArray | null {
    const scanner = this.scanner;
    if (scanner) {
      scanner.lastIndex = 0;
      for (let match = scanner.exec(input); match; match = scanner.exec(input)) {
        if (this.whole(match)) return match;
        scanner.lastIndex = this.next(input, match.index);
      }
      return null;
    }
    for (let match = super.exec(input); match; match = super.exec(input)) {
      if (this.whole(match)) return match;
      if (this.sticky) break;
      this.lastIndex = this.next(input, match.index);
    }
    this.lastIndex = 0;
    return null;
  }
}

/** Where `term` stands as whole words in `text` (never inside a word: "cell" is not in "cellulose"). */
export function wholeWords(term: string, flags = "gu"): RegExp {
  return new WholeWordPattern(escapeRegExp(term), flags);
}

/** Every whole-word mention of `term` replaced by `by`; undefined if there is none. */
export function replaceTerm(sentence: string, term: string, by: string): string | undefined {
  const pattern = wholeWords(term);
  if (!pattern.test(sentence)) return undefined;
  return sentence.replace(wholeWords(term), () => by);
}

/** The term's text with every whole-word mention in the sentence blanked out; undefined if not found. */
export function blank(sentence: string, term: string): string | undefined {
  // Three blanks or more make a sentence too hard to read ("Compound _____ is _____ earned on … the _____").
  if ((sentence.match(wholeWords(term)) ?? []).length > 2) return undefined;
  return replaceTerm(sentence, term, "_____");
}
