import type { DraftQuestion } from "../../../../shared/schemas/ai.js";
import { escapeRegExp, irregularPast, irregularPlurals, pointingHeads, replaceTerm, tokensOf, wholeWords, type Token } from "./analysis.js";
import { belongingWords, definitionIn, fixArticles, genericPeople, rankWords, ranksOnly, sameAsAnother } from "./question-kinds.js";
import {
  adjectiveCapitalised,
  adjectiveFrom,
  canBePerson,
  drugAgainstOther,
  glossCovers,
  hasNounEntry,
  isAdjective,
  isKindOf,
  isNoun,
  isAdverb,
  knowsPhrase,
  mostlyAdjective,
  nounGroup,
  nounSort,
  related,
  senseSortAmong,
  senseSorts,
  verbFrom,
  type NounGroup,
  type NounSort,
} from "./wordnet.js";

/**
 * The rules a question must keep to be worth a student's time (issue 23), checked on any
 * question, whoever wrote it: the offline writer checks each question before keeping it, and
 * what an LLM provider returns is checked the same way (what fails is dropped, and the draft
 * says how many and why).
 */
export type QuestionRule =
  /** A blank cut into a word ("Plant _____s", "_____ulose") or a name ("The Declaration of _____"). */
  | "blank-inside-word"
  /** The answer is a clause with its verb ("Linear search checks"), not a noun phrase, number, name or term. */
  | "answer-not-a-term"
  /** The sentence shows its blank's answer elsewhere ("Codes sent by text message are less secure than _____ from an app"). */
  | "answer-shown"
  /** Two options that could both be right: the same, one inside the other ("King Louis XVI", "Louis XVI"), or in WordNet one a kind of the other or near-synonyms ("software", "code"). */
  | "overlapping-options"
  /** A wrong option of another kind than the answer (a verb or a count for a term, a word for a year). */
  | "option-kind"
  /** A statement with a word the passage never uses ("light-thylakoid"). */
  | "invented-word"
  /** A prompt about something the passage does not explain ("Explain cold regions", "Explain Isaac Newton."). */
  | "vague-prompt"
  /** Text that is not a finished sentence: doubled words or spaces, a space before punctuation, no capital or no closing mark. */
  | "malformed-text";

export interface QuestionProblem {
  rule: QuestionRule;
  detail: string;
}

export const ruleNames: Record<QuestionRule, string> = {
  "blank-inside-word": "a blank inside a word",
  "answer-not-a-term": "an answer that is not a term",
  "answer-shown": "an answer the sentence already shows",
  "overlapping-options": "two options that could both be right",
  "option-kind": "a wrong option of another kind than the answer",
  "invented-word": "a word the text does not use",
  "vague-prompt": "a prompt about something the text does not explain",
  "malformed-text": "text that is not a finished sentence",
};

const blankMark = "_____";
const connectives = ["is", "are", "called", "known", "as", "the", "a", "an", "not", "so", "it", "they"];
const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;
const words = (text: string) => (text.toLowerCase().match(wordPattern) ?? []).map((word) => word.replace(/[’']s$/, ""));
const articles = new Set(["a", "an", "the"]);
/** An option's words without articles, for comparing options. */
const core = (text: string) => words(text).filter((word) => !articles.has(word));

/**
 * Comparatives that pick a group out of others of its kind ("younger children", "larger stars"),
 * each with the words of its own scale, which contrast with it ("modern paints", "older paints").
 */
const comparativeScales: [RegExp, RegExp][] = [
  [
    /^(?:younger|older|elder|newer|later|earlier)$/,
    /^(?:young|old|new|modern|ancient|early|late|recent|adult|mature|juvenile|original|current|former|first|last|contemporary|medieval|traditional)$/,
  ],
  [/^(?:larger|smaller|bigger|greater)$/, /^(?:large|small|big|great|tiny|huge|giant|little|dwarf|massive)$/],
  [/^(?:richer|poorer)$/, /^(?:rich|poor|wealthy)$/],
  [/^(?:stronger|weaker)$/, /^(?:strong|weak)$/],
];

/**
 * Two options name one thing, or may: the same words, or one inside the other, plurals compared
 * as their singular ("King Louis XVI" and "Louis XVI"; "tariffs" and "tariff"; "molten iron" and
 * "molten pig iron"), or a group picked out by comparison beside another of the same head
 * ("younger children" and "deaf children": the younger ones were deaf too), though two words of
 * one scale contrast ("older rocks", "younger rocks"; "modern paints", "older paints").
 */
export function overlap(a: string, b: string): boolean {
  const singular = (text: string) => core(text).map((word) => word.replace(/(?<=[^s])s$/, ""));
  const [left, right] = [singular(a), singular(b)];
  // A closed compound holds its head: "ciphertext" is a kind of "text", "seawater" of "water".
  const closedCompound = (outer: string[], inner: string[]) =>
    outer.length === 1 && inner.length === 1 && inner[0]!.length >= 3 && outer[0]!.length > inner[0]!.length + 2 && outer[0]!.endsWith(inner[0]!);
  const compared = (one: string[], other: string[]) => {
    const scale = comparativeScales.find(([comparative]) => comparative.test(one[0] ?? ""));
    return scale !== undefined && one.length === 2 && other.length >= 2 && other.at(-1) === one[1] && !scale[0].test(other[0]!) && !scale[1].test(other[0]!);
  };
  // ("molten iron" and "molten pig iron": the shorter's words in order, with the same last word, name the longer's thing too.)
  const inOrder = (short: string[], long: string[]) =>
    short.length >= 2 &&
    long.length > short.length &&
    short.at(-1) === long.at(-1) &&
    long.reduce((found, word) => found + (word === short[found] ? 1 : 0), 0) === short.length;
  return (
    left.join(" ") === right.join(" ") ||
    within(left, right) ||
    within(right, left) ||
    inOrder(left, right) ||
    inOrder(right, left) ||
    closedCompound(left, right) ||
    closedCompound(right, left) ||
    compared(left, right) ||
    compared(right, left)
  );
}

/** The phrase names many: its last word is a plural ("bacteria", "tariffs"; not "nucleus"). */
export function pluralPhrase(text: string): boolean {
  const last = tokensOf(text)
    .filter((token) => /\p{L}/u.test(token.value))
    .pop();
  return last !== undefined && (irregularPlurals.has(last.lower) || /[^su]s$/i.test(last.value) || (last.lower !== last.lemma && last.pos === "NOUN"));
}

/** `inner` appears in `outer` as a run of whole words. */
function within(inner: string[], outer: string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let start = 0; start + inner.length <= outer.length; start += 1) if (inner.every((word, index) => outer[start + index] === word)) return true;
  return false;
}

/** The tokens of `text` that spell `part` (its first whole-word occurrence), or undefined. */
function spanOf(tokens: Token[], part: string): Token[] | undefined {
  const target = core(part).join(" ");
  // (A part that opens on a word opens its span on one, not on an article or a mark before it: in
  // ", the spreading waves", "spreading" is one token, not three.)
  const opensOnWord = core(part.trim().split(/\s+/)[0] ?? "").length > 0;
  for (let start = 0; start < tokens.length; start += 1) {
    if (opensOnWord && core(tokens[start]!.value).length === 0) continue;
    for (let end = start + 1; end <= tokens.length; end += 1) {
      const joined = core(
        tokens
          .slice(start, end)
          .map((token) => token.value)
          .join(" "),
      ).join(" ");
      if (joined === target) return tokens.slice(start, end);
      if (joined.length > target.length) break;
    }
  }
  return undefined;
}

type Kind = "year" | "number" | "name" | "term";

/** A number written as a word ("seventy", "thousands"). */
export const numberWords =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen)s?\b/i;

/** What kind of thing a piece of text is: a year, another number (with its unit), a name, or a term. */
export function kindOf(text: string): { kind: Kind; unit: string } {
  const trimmed = text.trim();
  if (/^(?:1[0-9]{3}|20[0-9]{2})$/.test(trimmed)) return { kind: "year", unit: "" };
  const number = /^[-+]?[\d.,]+\s*(.*)$/.exec(trimmed) ?? (numberWords.test(trimmed) ? /^\S+\s*(.*)$/.exec(trimmed) : null);
  if (number) return { kind: "number", unit: (number[1] ?? "").toLowerCase().replace(/s$/, "") };
  if (/^\p{Lu}/u.test(trimmed) && trimmed.split(/\s+/).every((word) => /^(?:\p{Lu}|of$|the$|de$|von$|van$)/u.test(word))) return { kind: "name", unit: "" };
  return { kind: "term", unit: "" };
}

/** Words that count, sort or line up what follows their "of" ("a group of", "a number of", "a kind of", "rows of ridges", "lines of evidence"). */
const partitives =
  /^(?:group|number|lot|bunch|couple|pair|handful|majority|minority|range|variety|series|amount|quantity|total|piece|bit|kind|type|sort|form|part|half|quarter|third|dozen|score|row|line|stack|pile|heap|trace|speck|drop|collection|set|cluster|batch)s?$/;

/**
 * Words that only count or line up what follows them: a partitive alone ("lines"), or after
 * adjectives ("short piece", "equal numbers"); not a part with its adjective, "the soft part of the
 * nose", nor a compound, "credit score".
 */
export function countingWords(words: string[]): boolean {
  const head = words[words.length - 1] ?? "";
  if (!partitives.test(head)) return false;
  return (
    words.length === 1 || (!/^(?:part|half|quarter|third)s?$/.test(head) && words.slice(0, -1).every((word) => isAdjective(word) || mostlyAdjective(word)))
  );
}

/**
 * A phrase that, wherever the passage has it, only counts or lines up what follows its "of" ("a
 * short piece of its DNA", "equal numbers of molecules"), or measures it with a describing word
 * ("equal volumes of gases"): it names no thing to offer as an option.
 */
function countsOnly(text: string, passage: string): boolean {
  const trimmed = text.trim();
  const words = trimmed.toLowerCase().split(/\s+/);
  const head = words[words.length - 1]!;
  const measured = words.length > 1 && words.slice(0, -1).every(isAdjective) && (measureHeads.has(head.replace(/s$/, "")) || /^(?:volume|mass)s?$/.test(head));
  if (!countingWords(words) && !measured) return false;
  const found = [...passage.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(trimmed)}(?![\\p{L}])(\\s+of\\b)?`, "giu"))];
  return found.length > 0 && found.every((match) => match[1] !== undefined);
}

/** Nouns for places a name can be "the … of" ("the colony of Saint-Domingue", "the city of Troy"). */
const placeNouns = "colony|city|town|village|country|province|region|island|kingdom|state|port|capital|county|republic|empire";

/**
 * What the passage says a name is: a place ("the colony of Saint-Domingue") or a person
 * ("Toussaint Louverture, a formerly enslaved man", "his general Jean-Jacques Dessalines").
 */
function namedAs(name: string, passage: string, lexicon = false): "place" | "person" | undefined {
  const trimmed = name.trim();
  if (!/^\p{Lu}/u.test(trimmed)) return undefined;
  const whole = `${escapeRegExp(trimmed)}(?:\\s+\\p{Lu}[\\p{L}'-]*)*`;
  if (new RegExp(`\\b(?:${placeNouns})\\s+of\\s+${escapeRegExp(trimmed)}(?![\\p{L}])`, "iu").test(passage)) return "place";
  const after = new RegExp(`(?<![\\p{L}])${whole},\\s+(?:an?|the)\\s+(?:[\\p{Ll}-]+\\s+){0,3}?([\\p{Ll}]+)[,.]`, "gu");
  for (const match of passage.matchAll(after)) if (nounGroup(match[1]!) === "person") return "person";
  const before = new RegExp(`(?:^|\\s)(\\p{Ll}+)\\s+(?:\\p{Lu}[\\p{L}'-]*\\s+)*${escapeRegExp(trimmed)}(?![\\p{L}])`, "gu");
  for (const match of passage.matchAll(before)) if (nounGroup(match[1]!) === "person") return "person";
  // ("The Zulu king, Cetshwayo, was captured": a name set off by commas after a word for a person.)
  const set = new RegExp(`(?:^|\\s)(\\p{Ll}+),\\s+${escapeRegExp(trimmed)},`, "gu");
  for (const match of passage.matchAll(set)) if (nounGroup(match[1]!) === "person") return "person";
  // ("…overwhelmed a British camp at Isandlwana", "…defeated the Zulu army at Ulundi": a name after
  // "at" is where something was, not its own.)
  if (new RegExp(`(?:^|\\s)at\\s+${escapeRegExp(trimmed)}(?![\\p{L}'’])`, "u").test(passage)) return "place";
  // (Where the passage does not say, WordNet may: "China" is a place, "Marco Polo" a person;
  // "Europe", filed under objects, is a continent.)
  if (!lexicon) return undefined;
  const group = nounGroup(trimmed.toLowerCase());
  if (group === "thing" && isKindOf(trimmed.toLowerCase(), "continent")) return "place";
  return group === "place" || group === "person" ? group : undefined;
}

/**
 * The slot after a word for a person ("the British judge _____", "The philosopher _____") takes a
 * name the passage gives a person: by such a word, or among people "such as" it ("Writers such as
 * Langston Hughes and Zora Neale Hurston"); not "Proto-Indo-European", "Black Americans".
 */
function notPersonAfterCalling(slotted: string, name: string, passage: string): boolean {
  const calling = /(?:^|[\s,(])(\p{Ll}+)\s+_____/u.exec(slotted)?.[1];
  if (calling === undefined || nounGroup(calling) !== "person" || !/^\p{Lu}/u.test(name.trim())) return false;
  return !personByPassage(name, passage);
}

/** The passage gives the name to a person: by a word for one, or among people "such as" it. */
function personByPassage(name: string, passage: string): boolean {
  if (namedAs(name, passage) === "person") return true;
  const among = new RegExp(`(\\p{L}+)\\s+such\\s+as\\s+(?:[^.;]*?(?:,|\\band\\b)\\s+)?${escapeRegExp(name.trim())}(?![\\p{L}])`, "gu");
  return [...passage.matchAll(among)].some((match) => nounGroup(match[1]!.toLowerCase().replace(/s$/, "")) === "person");
}

/**
 * "hundreds of thousands of Langston Hughes": a name for a people, "Black Americans" (a capitalised
 * plural of a word English has), against one the passage gives a person, or the other way round.
 */
function personAgainstPeople(a: string, b: string, passage: string): boolean {
  return (peopleName(a) && personByPassage(b, passage)) || (peopleName(b) && personByPassage(a, passage));
}

/** A capitalised plural of a word English has ("Black Americans", "Janissaries"; not "Langston Hughes", "Bruges"). */
function peopleName(name: string): boolean {
  const last = name.trim().split(/\s+/).pop() ?? "";
  return /^\p{Lu}\p{Ll}+[^su]s$/u.test(last) && hasNounEntry(/ies$/.test(last) ? last.toLowerCase().replace(/ies$/, "y") : last.toLowerCase().slice(0, -1));
}

/**
 * In the plural: a name WordNet has ("Hughes", "Bruges") never, a people's name ("Black Americans")
 * by `peopleName`; a common noun capitalised at a sentence's start ("Engineers", "Children") or a
 * word WordNet lacks ("Mondegreens") by `pluralPhrase`.
 */
function namePlural(text: string): boolean {
  const last = text.trim().split(/\s+/).pop() ?? "";
  if (!/^\p{Lu}\p{Ll}/u.test(last) || isNoun(last.toLowerCase())) return pluralPhrase(text);
  if (hasNounEntry(last.toLowerCase())) return false;
  return peopleName(text) || pluralPhrase(text);
}

/** A person offered for a place, or a place for a person, as the passage names them ("Toussaint" for "Saint-Domingue"). */
function placeAgainstPerson(a: string, b: string, passage: string): boolean {
  const [left, right] = [namedAs(a, passage, true), namedAs(b, passage, true)];
  return left !== undefined && right !== undefined && left !== right;
}

/**
 * "The main waste product is calcium chloride": a phrase the passage only uses for the part another
 * thing plays, said of that thing by name, is no thing of the answer's kind ("waste product" is no
 * option for "ammonia").
 */
function roleOfAnother(option: string, passage: string): boolean {
  // (A capital that only opens the question's sentence goes: "Waste product".)
  const trimmed = option.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (capital) => capital.toLowerCase());
  if (!/^\p{Ll}/u.test(trimmed) || !passage.includes(trimmed)) return false;
  const found = [
    ...passage.matchAll(new RegExp(`(?<![\\p{L}])((?:\\p{L}+\\s+){0,2})${escapeRegExp(trimmed)}(?![\\p{L}-])(?:\\s+(?:is|was|are|were)\\s+(\\p{L}+))?`, "giu")),
  ];
  // (What follows the verb names a thing: not "the canopy is still bare", "…is a layer", "…is made".)
  const named = (word: string | undefined) =>
    word !== undefined &&
    !/^(?:an?|the|not|one|made|used|found|called|known)$/i.test(word) &&
    // (Nor a participle WordNet also files as a noun: "the winners are chosen at random".)
    !/^\p{Ll}+(?:ed|en)$/u.test(word) &&
    isNoun(word.toLowerCase()) &&
    !isAdverb(word.toLowerCase()) &&
    !isAdjective(word.toLowerCase()) &&
    !mostlyAdjective(word.toLowerCase());
  return found.length > 0 && found.every((match) => /(?:^|\s)the\s(?:\p{Ll}+\s)?$/iu.test(match[1]!) && named(match[2]));
}

/** Words that make a phrase a measure ("average time", "memory use"), whatever WordNet files its head under. */
const measureHeads = new Set(
  "time use size cost rate speed amount number length weight height width depth price value level percentage share total count frequency duration".split(" "),
);

/** A term's words as lemmas, without articles ("the tariffs" → "tariff"). */
const lemmasOf = (text: string) =>
  tokensOf(text)
    .filter((token) => /[\p{L}\p{N}]/u.test(token.value) && !articles.has(token.lower))
    .map((token) => token.lemma);

/** Two terms WordNet says could both be right: one a kind of the other, or near-synonyms ("money" and "currency"). */
export function sameInWordNet(a: string, b: string): boolean {
  if (kindOf(a).kind !== "term" || kindOf(b).kind !== "term") return false;
  const [left, right] = [lemmasOf(a), lemmasOf(b)];
  if (left.length === 0 || right.length === 0) return false;
  const [one, other] = [left.join(" "), right.join(" ")];
  // ("symbols" and "letters": by one of its two commonest senses, one is a kind of the other's commonest.)
  return related(one, other) || isKindOf(one, other, 1) || isKindOf(other, one, 1);
}

/**
 * "Burning coal", "mining copper": an "-ing" form of a verb before its object names an action,
 * not the thing ("burning coal" is no option for "carbon monoxide"); a compound WordNet lists
 * ("boiling point", "living thing") is a thing of its own.
 */
export function gerundPhrase(text: string): boolean {
  const words = text.trim().toLowerCase().split(/\s+/);
  const first = words[0] ?? "";
  if (words.length < 2 || !/^\p{L}{3,}ing$/u.test(first) || knowsPhrase(words.join(" "))) return false;
  return verbFrom(first, "ing") !== undefined;
}

/** A name with a title before it: a person ("King Harold", "Bishop Odo", "Sir Thomas Bouch"). */
const titled = (text: string) =>
  /^(?:\p{Lu}\p{Ll}+\s+)?(?:King|Queen|Prince|Princess|Emperor|Empress|Pope|Bishop|Archbishop|Sir|Lord|Lady|Dame|President|General|Admiral|Captain|Dr|Mr|Mrs|Ms)\.?\s+\p{Lu}/u.test(
    text.trim(),
  );

/**
 * Two events of different sorts ("the Battle of the Atlantic", "the Second World War"): a battle is
 * part of a war and a war may end in a treaty, so one is no fair swap or option for the other, where
 * both may be right.
 */
export function eventsApart(a: string, b: string): boolean {
  const sortOf = (text: string) => /\b(battle|war|siege|campaign|invasion|revolution|treaty|crisis)s?\b/i.exec(text)?.[1]?.toLowerCase();
  const [left, right] = [sortOf(a), sortOf(b)];
  return left !== undefined && right !== undefined && left !== right;
}

/** A ruler by a regnal number ("Louis XIII", "James II"). */
const regnal = (text: string) => /^\p{Lu}\p{Ll}+\s+[IVX]+$/u.test(text.trim());

/**
 * A name a person's calling comes right before ("…its first woman, the novelist _____, …"): a name
 * with a title or a regnal number of its own ("Cardinal Richelieu", "Louis XIII") reads as no one
 * of that calling.
 */
const titledAfterCalling = (slotted: string, name: string) => {
  const calling = /\b(?:the|a|an)\s+(\p{Ll}+)\s+_____/u.exec(slotted)?.[1];
  return calling !== undefined && canBePerson(calling) && (titled(name) || /^Cardinal\s+\p{Lu}/u.test(name.trim()) || regnal(name));
};

/**
 * A person by title beside a name WordNet does not know as a person: no fair swap or option, since
 * the name may be a place ("Bayeux" for "King Harold").
 */
export const titledAgainstUnknown = (a: string, b: string) =>
  kindOf(a).kind === "name" && kindOf(b).kind === "name" && (titled(a) || titled(b)) && (termGroup(a) === "person") !== (termGroup(b) === "person");

/** What WordNet is asked about a term: its lemmas, or a group its shape settles (an action, a measure). */
function termEntry(text: string): { group: NounGroup } | { lemmas: string } | undefined {
  if (gerundPhrase(text)) return { group: "happening" };
  // ("Smelting": a doing WordNet has no noun for, not the fish its lemma names.)
  const lone = text.trim().toLowerCase();
  if (/^\p{Ll}{3,}ing$/u.test(lone) && !isNoun(lone) && verbFrom(lone, "ing") !== undefined) return { group: "happening" };
  // ("Chirality": a word WordNet does not know, with the ending of a quality's name, is an idea, no option for "spearmint".)
  if (/^\p{Ll}{3,}(?:ity|ness)$/u.test(lone) && !isNoun(lone)) return { group: "idea" };
  if (titled(text)) return { group: "person" };
  // ("flare-ups": a hyphenated word WordNet has, in the singular, is its entry; its parts are not.)
  if (/^\p{Ll}+-\p{Ll}+$/u.test(lone)) {
    const entry = [lone, lone.replace(/s$/, ""), lone.replace(/es$/, "")].find((word) => nounGroup(word) !== undefined);
    if (entry !== undefined) return { lemmas: entry };
  }
  // ("Operation Uranus", "Hurricane Katrina": a name opened by a word for an undertaking or a storm is
  // a happening, whatever its last word names; WordNet's "Uranus" is also a god.)
  if (/^(?:Operation|Mission|Expedition|Campaign|Hurricane|Typhoon|Cyclone|Storm)\s+\p{Lu}/u.test(text.trim())) return { group: "happening" };
  // A name built on a common noun is of that noun's kind ("the Battle of Edington" is a happening, "the Statute of Anne" an idea).
  // ("US Secretary of State": the noun right before "of", after any capitalised words, is a person.)
  const head = (/^(?:the\s+)?(\p{Lu}\p{Ll}+)\s+of\s/iu.exec(text) ?? /^(?:the\s+)?(?:\p{Lu}\p{L}*\s+)+(\p{Lu}\p{Ll}+)\s+of\s/u.exec(text))?.[1];
  const lemmas = lemmasOf(head !== undefined && isNoun(head.toLowerCase()) ? head.toLowerCase() : text);
  if (lemmas.length === 0) return undefined;
  if (lemmas.length > 1 && measureHeads.has(lemmas[lemmas.length - 1]!)) return { group: "quantity" };
  // ("…a dark back blends with the deep water": a describing word and a concrete noun that WordNet
  // has together only as a figure of speech, a plight or a state of mind, "deep water", "hot water",
  // are the noun in a study text: water, no idea.)
  if (
    lemmas.length === 2 &&
    isAdjective(lemmas[0]!) &&
    senseSorts(lemmas.join(" ")).length === 1 &&
    /^(?:state|cognition|feeling)$/.test(nounSort(lemmas.join(" ")) ?? "") &&
    /^(?:substance|object|artifact|body|plant|animal)$/.test(nounSort(lemmas[1]!) ?? "")
  )
    return { lemmas: lemmas[1]! };
  // ("the plastic polyethene": a name WordNet does not have at all, after a common noun that says
  // what it is, is of that noun's kind.)
  // (Not a describing word that is a noun too, "short pangram", unless its noun is a substance's.)
  if (
    lemmas.length === 2 &&
    nounGroup(lemmas.join(" ")) === undefined &&
    !hasNounEntry(lemmas[1]!) &&
    !isAdjective(lemmas[1]!) &&
    isNoun(lemmas[0]!) &&
    (!isAdjective(lemmas[0]!) || nounSort(lemmas[0]!) === "substance")
  )
    return { lemmas: lemmas[0]! };
  // ("…many of the accused", "their adult lives": a last word the tagger reads as a verb, "accuse"
  // or "live", is the noun WordNet has for it as written or in the singular: "accused", "life".)
  const last = text.trim().toLowerCase().split(/\s+/).pop()!;
  if (nounGroup(lemmas.join(" ")) === undefined && /^\p{Ll}+$/u.test(last)) {
    const singular = [
      last,
      last.replace(/ves$/, "fe"),
      last.replace(/ves$/, "f"),
      last.replace(/ies$/, "y"),
      last.replace(/es$/, ""),
      last.replace(/s$/, ""),
    ].find((word) => word !== lemmas[lemmas.length - 1] && isNoun(word) && nounGroup([...lemmas.slice(0, -1), word].join(" ")) !== undefined);
    if (singular !== undefined) return { lemmas: [...lemmas.slice(0, -1), singular].join(" ") };
    // ("bushfires": a closed compound WordNet does not have, of two words it does, is of its last word's
    // kind, where that word's senses are all of one concrete kind: not "limescale", whose "scale" is
    // first a measure, nor "chainring", whose "ring" is first a sound.)
    const single = last.replace(/s$/, "");
    for (let cut = 3; cut <= single.length - 3; cut += 1) {
      const [first, tail] = [single.slice(0, cut), single.slice(cut)];
      if (!(isNoun(first) || isAdjective(first)) || !isNoun(tail)) continue;
      const kinds = senseSorts(tail);
      const happening = (sort: NounSort | undefined) => sort === "occurrence" || sort === "doing" || sort === "phenomenon";
      const one = kinds.every((sort) => sort === kinds[0]) || kinds.every(happening);
      if (kinds[0] !== undefined && one && !/^(?:relation|attribute|idea|cognition|communication)$/.test(kinds[0]))
        return { lemmas: [...lemmas.slice(0, -1), tail].join(" ") };
    }
  }
  return { lemmas: lemmas.join(" ") };
}

/** What kind of thing a term names (WordNet's file of its most frequent sense, coarsely grouped; a measure is a quantity); undefined when unknown. */
export function termGroup(text: string): NounGroup | undefined {
  const entry = termEntry(text);
  return entry && ("group" in entry ? entry.group : nounGroup(entry.lemmas));
}

/** The same, finer where a group is broad (`nounSort`): for the writer's own wrong options. */
export function termSort(text: string): NounSort | undefined {
  const entry = termEntry(text);
  return entry && ("group" in entry ? (entry.group === "happening" ? "doing" : entry.group) : nounSort(entry.lemmas));
}

/** The sorts of a term's three most frequent senses (`senseSorts`), none for a name or a doing. */
export function termSenseSorts(text: string): (NounSort | undefined)[] {
  const entry = termEntry(text);
  return entry && "lemmas" in entry ? senseSorts(entry.lemmas) : [];
}

/** The sort of the sense a passage with these nouns means (`senseSortAmong`), if not the most frequent one's. */
export function termSortAmong(text: string, nouns: Set<string>): NounSort | undefined {
  const entry = termEntry(text);
  return entry && "lemmas" in entry ? senseSortAmong(entry.lemmas, nouns) : undefined;
}

/** Units of time, which with "later" or "following" say when, not what. */
const timeUnit = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centur(?:y|ies)|moments?|generations?)$/;

/**
 * A cloze filled with `text`: how its words read there (the last word must be a noun, a name or a
 * number). `tag` reads the filled sentence: the checker's, which remembers what it has read, so a
 * sentence its other rules have tagged is not tagged again.
 */
function readsAsTerm(cloze: string, text: string, tag: (text: string) => Token[]): boolean {
  const filled = cloze.split(blankMark).join(text);
  const tokens = tag(filled);
  const span = spanOf(tokens, text);
  if (!span || span.length === 0) return false;
  if (span.some((token) => token.pos === "VERB" || token.pos === "AUX")) return false;
  // (Every blank: "…changes the _____ of an existing word, such as "cool" _____ good" fills the
  // second with a verb, "meaning".)
  for (let from = tokens.indexOf(span[span.length - 1]!) + 1, again = spanOf(tokens.slice(from), text); again;) {
    if (again.some((token) => token.pos === "VERB" || token.pos === "AUX")) return false;
    from = tokens.indexOf(again[again.length - 1]!) + 1;
    again = spanOf(tokens.slice(from), text);
  }
  const last = span[span.length - 1]!;
  // Nor a word that only counts or lines up what follows its "of" ("Several _____ of evidence…" →
  // "lines"), alone or with adjectives ("the _____ of campaigns" → "long series"; not "credit score").
  if (tokens[tokens.indexOf(last) + 1]?.lower === "of" && countingWords(span.filter((token) => token.pos !== "DET").map((token) => token.lower))) return false;
  // One word English uses mostly as an adjective is no term ("_____ taxes on tobacco…": "High").
  // (Not a name written with a capital inside the sentence, alone before a verb or a mark, that
  // English writes in lowercase as an adjective: "The _____ was the largest ship afloat" → "Titanic";
  // "Jewish" keeps its capital as one, and "the forests of _____ and South America" → "Central" is
  // part of a longer name.)
  const nameInside =
    /^\p{Lu}\p{Ll}/u.test(last.value) &&
    tokens.indexOf(last) > 0 &&
    ["VERB", "AUX", "PUNCT"].includes(tokens[tokens.indexOf(last) + 1]?.pos ?? "") &&
    !adjectiveCapitalised(last.lower);
  if (span.length === 1 && last.pos !== "NUM" && mostlyAdjective(last.lower) && !/^\p{Lu}{2,}/u.test(last.value) && !nameInside) return false;
  // Nor a doing with its object after it ("_____ the pollen forecast helps…": "Checking"; "By _____ away carcasses": "clearing";
  // "Not _____ enough water is the main risk factor": "drinking").
  const after = tokens[tokens.indexOf(last) + 1];
  if (
    span.length === 1 &&
    /^\p{L}{3,}ing$/u.test(last.value) &&
    verbFrom(last.lower, "ing") !== undefined &&
    /^(?:the|a|an|away|out|up|down|off|enough)$/.test(after?.lower ?? "")
  )
    return false;
  // Nor a doing that only describes the noun after it ("…the _____ waves overlap": "spreading").
  if (
    span.length === 1 &&
    /^\p{Ll}{3,}ing$/u.test(last.value) &&
    verbFrom(last.lower, "ing") !== undefined &&
    /^(?:the|a|an|these|those|its|their)$/.test(tokens[tokens.indexOf(last) - 1]?.lower ?? "") &&
    after?.pos === "NOUN" &&
    /^\p{Ll}/u.test(after.value)
  )
    return false;
  // Nor what a thing is stopped from doing ("Requiring two touches stops the trap from _____ on
  // raindrops": "closing").
  const at = tokens.indexOf(last);
  if (
    span.length === 1 &&
    /^\p{L}{3,}ing$/u.test(last.value) &&
    verbFrom(last.lower, "ing") !== undefined &&
    tokens[at - 1]?.lower === "from" &&
    tokens.slice(Math.max(0, at - 6), at - 1).some((token) => /^(?:stop|prevent|keep|protect|ban|bar|discourage|save|stopping|preventing)$/.test(token.lemma))
  )
    return false;
  // Nor what a thing keeps, starts or stops doing, with its object ("…volcanoes kept _____, which
  // built up…": "releasing carbon dioxide").
  // (Not a doing alone, "…should avoid _____ and sharing towels" → "kissing".)
  const first = span[0]!;
  const governing = tokens[tokens.indexOf(first) - 1];
  if (
    (span.length > 1 || ["DET", "NOUN", "ADJ", "NUM"].includes(tokens[tokens.indexOf(last) + 1]?.pos ?? "")) &&
    /^\p{L}{3,}ing$/u.test(first.value) &&
    verbFrom(first.lower, "ing") !== undefined &&
    governing?.pos === "VERB" &&
    /^(?:keep|stop|start|begin|continue|avoid|finish|quit|enjoy|risk|resume)$/.test(governing.lemma)
  )
    return false;
  // Nor a word of time that only places the sentence ("_____ most rubber is synthetic": "Today").
  if (span.length === 1 && /^(?:today|nowadays|now|then|yesterday|tomorrow|currently|recently)$/.test(last.lower)) return false;
  // Nor the noun of a set phrase of time ("…was designed to be independent from the _____": "start";
  // "in the end", "at the outset", "at the _____ of "ship""), which says when or where, not what.
  if (
    span.filter((token) => token.pos !== "DET").length === 1 &&
    /^(?:start|outset|beginning|end|meantime|moment)$/.test(last.lower) &&
    tokens[at - 1]?.lower === "the" &&
    /^(?:from|at|in|for)$/.test(tokens[at - 2]?.lower ?? "")
  )
    return false;
  // Nor a span of time that only says how long after or before ("_____ later, atomic bombs were
  // dropped…": "Weeks"; "…died two _____ later").
  if (timeUnit.test(last.lower) && /^(?:later|earlier|ago|afterwards|beforehand)$/.test(tokens[tokens.indexOf(last) + 1]?.lower ?? "")) return false;
  // (Or a stretch of time placed by what came before or after: "Over the _____, much land was taken" →
  // "following decades".)
  const stretch = span.filter((token) => token.pos !== "DET");
  if (
    stretch.length === 2 &&
    /^(?:following|next|previous|preceding|past|last|coming|ensuing|subsequent)$/.test(stretch[0]!.lower) &&
    timeUnit.test(last.lower)
  )
    return false;
  // (Or one placed by a word that points to it: "That _____ the Umayyad army withdrew south" → "night".)
  if (
    stretch.length === 1 &&
    (timeUnit.test(last.lower) || /^(?:night|morning|evening|afternoon|day|summer|winter|spring|autumn)$/.test(last.lower)) &&
    /^(?:that|this|next|each|every|one|same|following)$/.test(tokens[at - 1]?.lower ?? "")
  )
    return false;
  // Nor a doing of the commonest verbs on its own ("…only by whether _____ will be better": "going").
  if (span.length === 1 && /^(?:being|having|doing|going|getting|making|taking|coming|giving|putting|keeping|letting|saying|seeing)$/.test(last.lower))
    return false;
  return ["NOUN", "PROPN", "NUM", "X", "SYM"].includes(last.pos) || /\d/.test(last.value);
}

/** Verbs by which a sentence says what its subject is or does (not an incidental fact such as "cold regions see…"). */
const explaining = new Set(
  "be mean refer describe define consist occur happen cause produce work allow let check search sort store convert transport control regulate measure carry break build release absorb protect".split(
    " ",
  ),
);

/**
 * People or bodies of people by their role ("traders", "a tenant", "firms"), which the passage
 * does not define: what they did is no explanation of them ("Explain traders in your own words."
 * from "Traders also carried spices…", "Explain firms…" from "Firms measure how many customers cancel…").
 */
function peopleUndefined(subject: string, passage: string): boolean {
  const plain = subject.replace(/^(?:the|an?)\s+/i, "");
  const group = nounGroup(plain);
  // (Bodies of people in the plural, as a role: "firms", "companies"; not "a branch" of version control.)
  if (group !== "person" && !(group === "group" && /[^s]s$/.test(plain) && !/\s/.test(plain))) return false;
  return !sentencesOf(passage).some((sentence) => explains(sentence, plain, true));
}

/**
 * "Explain the bacteria…" from "The bacteria release a toxin…", after "…caused by the bacterium
 * Vibrio cholerae": "the" and a word a sentence before has named (itself, or a word of its stem,
 * "striped" for "the stripes") point back to that sentence's thing, and where no sentence says what
 * it is ("The X is a…"), only what it does, the prompt names nothing the passage explains.
 */
function pointsBack(subject: string, passage: string): boolean {
  const word = /^the (\p{Ll}{4,})$/u.exec(subject)?.[1];
  if (word === undefined) return false;
  const sentences = sentencesOf(passage);
  const opens = new RegExp(String.raw`^The ${escapeRegExp(word)}\s`, "u");
  const first = sentences.findIndex((sentence) => opens.test(sentence));
  if (first <= 0) return false;
  const saysWhat = new RegExp(String.raw`^The ${escapeRegExp(word)}\s+(?:is|are|was|were)\s+(?:an?|the|one)\s`, "u");
  if (sentences.some((sentence) => saysWhat.test(sentence))) return false;
  const stem = word.slice(0, Math.max(5, word.length - 3));
  return sentences.slice(0, first).some((sentence) => words(sentence).some((other) => other.startsWith(stem)));
}

/** The passage explains the term: a sentence has it as the subject of a verb that says what it is or does (being named twice is not enough). */
function explained(term: string, passage: string): boolean {
  return sentencesOf(passage).some((sentence) => explains(sentence, term));
}

/** The sentence has the term as its subject, with a verb that says what it is or does (`beingOnly`: what it is). */
export function explains(sentence: string, term: string, beingOnly = false): boolean {
  if (!within(core(term), core(sentence))) return false;
  // "A fire blanket works in the same way on a small pan fire": it says how by another sentence.
  if (sameAsAnother(sentence)) return false;
  return [sentence].some((sentence) => {
    const tokens = tokensOf(sentence);
    const span = spanOf(tokens, term);
    // The subject: the sentence opens with it (after an article or a determiner at most).
    if (!span || tokens.indexOf(span[0]!) > (tokens[0] && ["DET", "PRON"].includes(tokens[0].pos) ? 1 : 0)) return false;
    // ("Some seizures cause…" says what some do, not what seizures are.)
    // ("One explanation is that…", "Another explanation is that…": one of several says no more of what it is.)
    if (/^(?:some|many|most|few|other|others|several|one|another)$/.test(tokens[0]?.lower ?? "")) return false;
    const rest = tokens.slice(tokens.indexOf(span[span.length - 1]!) + 1);
    // "Monsoons also occur in West Africa…": what is also true of it adds to an account given
    // elsewhere; "Transformers only work with alternating current" limits one.
    // ("The blood then carries less oxygen…": "then" goes on from what another sentence said.)
    if (/^(?:also|only|then|therefore|thus|too)$/.test(rest[0]?.lower ?? "")) return false;
    // ("Healthy ants often carry infected nestmates far away…": what a plural with a describing word
    // often or sometimes does is how some of a kind behave, no account of what they are.)
    if (/^(?:often|sometimes|occasionally|rarely|seldom)$/.test(rest[0]?.lower ?? "") && span.length > 1 && pluralPhrase(term)) return false;
    // ("Websites usually store a hash of each password…": what a plural usually or normally does with
    // another thing is that thing's account, not its own.)
    if (/^(?:usually|normally|typically|generally)$/.test(rest[0]?.lower ?? "") && pluralPhrase(term) && rest[1]?.pos === "VERB" && rest[2]?.pos === "DET")
      return false;
    // ("The energy released is stored…": a participle after the subject is part of it; the verb follows.)
    // (A "not" goes with the verb as an adverb does: "Apostrophes are not used to…".)
    const after = rest.filter((token) => token.pos !== "ADV" && !(token.pos === "PART" && /^(?:not|n't)$/.test(token.lower)));
    if (after[0]?.pos === "VERB" && after[0].lower !== after[0].lemma && /ed$/.test(after[0].lower) && after[1]?.pos === "AUX") after.shift();
    const next = after[0];
    if (next === undefined || (next.pos !== "VERB" && next.pos !== "AUX")) return false;
    if (/^(?:is|are|was|were)$/.test(next.lower)) {
      // "The monarchy was abolished" is something done to it, not what it is.
      if (after[1]?.pos === "VERB") return false;
      // "Idioms are common in everyday speech", "…are faster to make": a quality is no account
      // of what a thing is; nor is a rank ("Heavy rain is the most common trigger").
      const complement = tokens.slice(tokens.indexOf(next) + 1);
      // ("A common rule is to remove the least recently used item": what to do, not what it is.)
      if (complement[0]?.lower === "to") return false;
      // ("Frigatebirds are well-known examples: they chase…": an example of what another sentence told.)
      if (
        /^(?:(?:an?|one|another)\s+)?(?:[\p{L}-]+\s+)?(?:examples?|instances?)\b/u.test(
          complement
            .map((token) => token.lower)
            .join(" ")
            .replace(/ - /g, "-"),
        )
      )
        return false;
      // ("A contract is not frustrated just because…": nor what it is not, unless the sentence goes on
      // to say what it is, "A bower is not a nest: it is a display area…".)
      if (/^(?:not|never)$/.test(complement[0]?.lower ?? "") && !/[:;,]\s+(?:but\s+)?(?:it|they)\s+(?:is|are|was|were)\s+(?:an?|the)\s/i.test(sentence))
        return false;
      // ("Lemon juice is a simple example: …": what a thing is an example of is told elsewhere.)
      // ("Sea otters are another example: …" likewise.)
      if (/^(?:an?|one|another)$/.test(complement[0]?.lower ?? "") && complement.slice(1, 4).some((token) => /^(?:example|instance|case)$/.test(token.lower)))
        return false;
      // ("The disease was bubonic plague, spread by fleas…": "the" and one word, said to be something
      // named without an article, is which one another sentence meant, not what it is.)
      if (tokens[0]?.lower === "the" && span.filter((token) => token.pos !== "DET").length === 1 && ["NOUN", "PROPN", "ADJ"].includes(complement[0]?.pos ?? ""))
        return false;
      // ("Sound waves are up to several metres long, so…": a size is a quality, no account either.)
      const clauseEnd = complement.findIndex((token) => token.pos === "PUNCT");
      const measure = complement.slice(0, clauseEnd < 0 ? complement.length : clauseEnd);
      if (
        /^(?:long|tall|wide|deep|high|thick|old|heavy|across)$/.test(measure.at(-1)?.lower ?? "") &&
        measure.some((token) => token.pos === "NUM" || /^(?:several|many|few|hundreds|thousands|millions)$/.test(token.lower))
      )
        return false;
      // (Adjectives before a noun are part of one: "Bacteria are single-celled organisms".)
      const described = complement.findIndex((token) => !["ADJ", "ADV", "VERB"].includes(token.pos) && token.value !== "-");
      if (["ADJ", "ADV"].includes(complement[0]?.pos ?? "") && complement[described]?.pos !== "NOUN") return false;
      // ("A phoneme is the smallest unit of sound…" still says what it is; "The emperor penguin is
      // the largest species and can dive…" says where it ranks.)
      return !ranksOnly(complement);
    }
    // "Vaccines work by…", "Binary search works only on a sorted list" say how or on what it works;
    // "Painkillers work best when taken early" says only when.
    if (next.lemma === "work" && !/^(?:by|as|like|through|on|in|with|against)$/.test(after[1]?.lower ?? "")) return false;
    // ("Early computer memory often stored one parity bit…": what a thing once did is its history,
    // not what it is or does.)
    // ("A plague broke out in the crowded city in 430 BC…": an irregular past too.)
    // (Not what a word "meant": "Usury originally meant charging any interest…" says what it is.)
    if (next.pos === "VERB" && next.lower !== next.lemma && (/ed$/.test(next.lower) || (irregularPast.has(next.lower) && next.lemma !== "mean"))) return false;
    return !beingOnly && explaining.has(next.lemma);
  });
}

/** A doing ("painting": one "-ing" word of a verb) offered for a thing that is none ("zinc", "rust"). */
export function doingForThing(option: string, answer: string): boolean {
  const doing = (text: string) => /^\p{L}{3,}ing$/u.test(text) && verbFrom(text.toLowerCase(), "ing") !== undefined;
  return doing(option) && !doing(answer) && !/\s/.test(answer) && nounGroup(answer.toLowerCase()) !== "happening";
}

/**
 * The cloze sentence has its answer's words elsewhere, as written or in the other number: "Codes
 * sent by text message are less secure than _____ from an authenticator app" (codes), "A _____ of a
 * dairy breed… because dairy bulls…" (bull).
 */
function shownElsewhere(cloze: string, answer: string): boolean {
  const singular = (word: string) => (/ies$/.test(word) ? word.replace(/ies$/, "y") : word.replace(/(?<=[^s])s$/, ""));
  const wanted = core(answer).map(singular);
  const rest = core(cloze.replace(blankMark, " ")).map(singular);
  if (wanted.length === 0) return false;
  return rest.some((_, at) => wanted.every((word, offset) => rest[at + offset] === word));
}

/** A passage's sentences, as the checker's passage-wide rules read them. */
const sentencesOf = (passage: string) => passage.split(/(?<=[.!?])\s+/);

/**
 * What `read` finds in a passage, kept by passage: the checker asks of one passage many times
 * (bounded as `tokensOf`'s map is).
 */
function byPassage<T>(read: (passage: string) => T): (passage: string) => T {
  const found = new Map<string, T>();
  return (passage) => {
    if (found.has(passage)) return found.get(passage)!;
    const value = read(passage);
    if (found.size >= 200) found.clear();
    found.set(passage, value);
    return value;
  };
}

/** The terms the passage's sentences define. */
const termsDefined = byPassage((passage) => sentencesOf(passage).flatMap((sentence) => definitionIn(sentence)?.term ?? []));

/** A term some sentence of the passage defines, without what it is of ("carrying capacity" from "The carrying capacity of an environment is…"). */
const definesTerm = (words: string, passage: string) =>
  words.includes(" ") && termsDefined(passage).some((term) => term.toLowerCase().replace(/\s+of\s.*$/u, "") === words);

/** A helping verb between a subject and its "also" ("…are also…", "…can also…"). */
const helpingVerb = "is|are|was|were|has|have|had|can|could|will|would|may|might|does|do|did";

/**
 * "_____ also follows a rule called vowel harmony", "_____, Hungarian and Japanese are also
 * agglutinative languages": a blank (or a swapped term) in the subject of a clause that says "also"
 * is one of several the clause holds true of, and another term of the passage may well be another.
 * So is one that says "even": "_____ even fought on the Protestant side" → "Catholic France", where
 * the sides' own members fought on them too.
 * (The words between are the subject's only: no verb, and no "and" right before "also", which joins
 * a second verb, "…absorbs _____ and also releases…".)
 */
function sharedByAlso(slotted: string): boolean {
  const at = slotted.indexOf(blankMark);
  if (at < 0) return false;
  const clause = new RegExp(
    `^((?:,?\\s+[\\p{L}\\p{N}'’-]+){0,8}?)\\s+(?:(?:${helpingVerb})\\s+)?(?:also|even(?!\\s+(?:if|when|though|as|so|after|before|more|less|further)\\b))\\b`,
    "u",
  ).exec(slotted.slice(at + blankMark.length));
  if (!clause) return false;
  const between = clause[1]!.trim();
  if (/(?:^|\s)(?:and|or|but|then)$/i.test(between)) return false;
  return between === "" || !tokensOf(between.replace(/^,\s*/, "")).some((token) => token.pos === "VERB" || token.pos === "AUX");
}

/**
 * "A _____ looks at the addresses and ports in each packet" beside "stateful firewall", where the
 * next sentence is "A stateful firewall also keeps track of the connections that are open": a thing
 * the very next sentence says "also" of, as its subject, does what the sentence before said of its
 * subject as well, where the two are kinds of one thing (both "… firewall"); as a wrong option for
 * that subject, or swapped in for it, it is right. ("The rum ration was ended in 1970. The citrus
 * juice also helped to prevent scurvy": the juice was not ended.)
 * (`rest` is the sentence after its subject, which finds it in the passage.)
 */
function alsoNext(option: string, subject: string, rest: string, passage: string): boolean {
  const head = (phrase: string) => phrase.trim().toLowerCase().split(/\s+/).pop()!.replace(/s$/, "");
  const said = rest
    .trim()
    .replace(/[.!?]$/, "")
    .toLowerCase();
  if (said.split(/\s+/).length < 3 || head(option) !== head(subject)) return false;
  const sentences = sentencesOf(passage);
  const at = sentences.findIndex((sentence) => sentence.toLowerCase().includes(said));
  const next = at < 0 ? undefined : sentences[at + 1];
  return next !== undefined && new RegExp(`^(?:(?:a|an|the)\\s+)?${escapeRegExp(option)}\\s+(?:(?:${helpingVerb})\\s+)?also\\b`, "iu").test(next);
}

/** Words that say only what kind of thing a definition names ("the study of…", "a method of…"). */
const shellNouns =
  /^(?:study|method|way|process|type|kind|form|sort|use|set|series|group|measure|means|technique|approach|practice|system|branch|act|state|tendency|ability|collection|class|category|part|piece|amount|number|range|field|science|art)$/;

/**
 * "_____ is the most electronegative element": the class the sentence names its blank's answer as
 * ("element"), or undefined. (The head noun after "is the", past the words that describe it.)
 */
function classOfBlank(cloze: string): string | undefined {
  // (Past an opening phrase of setting: "On the Pauling scale, _____ is…".)
  // ("…fluorine is the most electronegative element, …, while _____ is among the least": a blank
  // ranked "among the least" or "most" of the class an earlier clause names with "the most".)
  const said =
    /^(?:[^,_]+,\s+)?_____\s+(?:is|are|was|were)\s+(?:the|an?)\s+([^,;:.]+)/u.exec(cloze)?.[1] ??
    (/\b_____\s+(?:is|are|was|were)\s+among\s+the\s+(?:least|most)\b/u.test(cloze)
      ? /\bthe\s+(?:most|least)\s+([^,;:._]+)/u.exec(cloze.split(blankMark)[0]!)?.[1]
      : undefined);
  if (said === undefined) return undefined;
  let head: Token | undefined;
  for (const token of tokensOf(said)) {
    if (token.pos === "NOUN") head = token;
    else if (head !== undefined || !["ADJ", "ADV"].includes(token.pos)) break;
  }
  return head?.lemma;
}

/** "the same kind of", "a similar way": the words by which `sharesWith` says a thing does the same as another. */
const sameKind = /(?:the\s+same|a\s+similar|similar)\s+(?:(?:kind|sort|type)\s+of|way|manner|pattern|system|method|process)\b/iu;

/**
 * "Hebrew and other Semitic languages use the same kind of system": a sentence that opens with the
 * thing and says it does the same as what another sentence told of something else. Swapped in for
 * that other thing ("Hebrew builds most of its words from roots…"), or swapped out of this sentence
 * for it ("Arabic and other Semitic languages use the same kind of system"), it makes no false
 * statement; offered beside it, it is a second right option.
 */
function sharesWith(thing: string, sentence: string): boolean {
  // (Its verb's whole doing the same, "… use the same kind of system", "… work in a similar way";
  // not "Modern English still has expressions that work in a similar way", which shares a part, nor
  // "Enantiomers have the same melting point", the same as each other.)
  const others = String.raw`(?:\s+and\s+(?:other|many|most|some)(?:\s+[\p{L}-]+){1,2})?`;
  return new RegExp(
    String.raw`^(?:(?:a|an|the)\s+)?${escapeRegExp(thing)}${others}\s+(?:also\s+|likewise\s+|often\s+)?\p{L}+\s+(?:in\s+)?${sameKind.source}`,
    "iu",
  ).test(sentence);
}

/**
 * The passage's examples, each with what it is an example of: "Lemon juice is a simple example: …"
 * after a sentence on invisible ink is one of invisible ink (what the sentence before is about, all
 * its words), "Sea otters are another example of a keystone species" one of what it names.
 */
const examplesIn = byPassage((passage) => {
  const sentences = sentencesOf(passage);
  return sentences.flatMap((sentence, index) => {
    const found =
      /^(?:(?:a|an|the)\s+)?([\p{L}][\p{L}\p{N}' -]{1,40}?)\s+(?:is|are|was|were)\s+(?:an?|one|another)\s+(?:[\p{Ll}-]+\s+){0,2}(?:example|instance)s?(?:\s+of\s+([^:;,.]+))?/iu.exec(
        sentence,
      );
    if (!found) return [];
    return [{ example: found[1]!.toLowerCase(), of: (found[2] ?? sentences[index - 1] ?? "").toLowerCase() }];
  });
});

/**
 * Names the passage gives one person or thing: "…the leader Temujin united the tribes … and took the
 * title Genghis Khan" (the name after "took the title", "took the name", "became known as" or
 * "was renamed", with the name last before it that does something: a name a verb or "who" follows).
 */
const aliasesIn = byPassage((passage) =>
  // (Only the few sentences with such words are read word by word; most passages have none.)
  sentencesOf(passage)
    .filter((sentence) => /\b(?:(?:took|adopted|assumed)\s+the\s+(?:title|name)|known\s+as|renamed)\b/i.test(sentence))
    .flatMap((sentence) => {
      const tokens = tokensOf(sentence);
      const names: [string, string][] = [];
      tokens.forEach((token, index) => {
        const phrase =
          (/^(?:took|adopted|assumed)$/.test(token.lower) && tokens[index + 1]?.lower === "the" && /^(?:title|name)$/.test(tokens[index + 2]?.lower ?? "")) ||
          (token.lower === "known" && tokens[index + 1]?.lower === "as" && /^(?:became|become|becomes|later|better)$/.test(tokens[index - 1]?.lower ?? "")) ||
          (token.lower === "renamed" && tokens[index - 1]?.pos === "AUX")
            ? index + (token.lower === "known" ? 2 : token.lower === "renamed" ? 1 : 3)
            : -1;
        if (phrase < 0) return;
        const nameAt = (from: number) => {
          let end = from;
          while (tokens[end]?.pos === "PROPN") end += 1;
          return tokens
            .slice(from, end)
            .map((word) => word.value)
            .join(" ");
        };
        const alias = nameAt(phrase);
        // The name before it that does something: a verb or "who" after it.
        let at = index - 1;
        while (
          at >= 0 &&
          !(tokens[at]!.pos === "PROPN" && (["VERB", "AUX"].includes(tokens[at + 1]?.pos ?? "") || /^(?:,|who)$/.test(tokens[at + 1]?.value ?? "")))
        )
          at -= 1;
        if (at < 0 || alias === "") return;
        let start = at;
        while (tokens[start - 1]?.pos === "PROPN") start -= 1;
        names.push([nameAt(start), alias]);
      });
      return names.map(([a, b]) => [a.toLowerCase(), b.toLowerCase()] as const);
    }),
);

/** The passage gives the two one name and another ("Temujin" and "Genghis Khan"). */
const aliases = (a: string, b: string, passage: string) =>
  aliasesIn(passage).some(([one, other]) => (one === a.toLowerCase() && other === b.toLowerCase()) || (one === b.toLowerCase() && other === a.toLowerCase()));

/** The passage gives the option as an example of the answer: another right option ("lemon juice" beside "invisible ink"). */
const exampleOfAnswer = (option: string, answer: string, passage: string) =>
  examplesIn(passage).some(({ example, of }) => example === option.toLowerCase() && wholeWords(answer.toLowerCase(), "u").test(of));

/**
 * "grata" from "…declare a diplomat persona non grata": a word WordNet does not know alone, which
 * the passage uses only inside a phrase WordNet knows, is a piece of that phrase, no option.
 */
function fragmentOfPhrase(option: string, passage: string): boolean {
  const word = option.trim().toLowerCase();
  if (!/^\p{Ll}+$/u.test(word) || isNoun(word) || isAdjective(word)) return false;
  const around = [...passage.toLowerCase().matchAll(new RegExp(String.raw`((?:[\p{L}-]+\s+){0,2})${escapeRegExp(word)}\b((?:\s+[\p{L}-]+){0,2})`, "gu"))];
  const inPhrase = ([, before, after]: RegExpMatchArray) => {
    const [left, right] = [before!.trim().split(/\s+/).filter(Boolean), after!.trim().split(/\s+/).filter(Boolean)];
    const phrases = [left.slice(-2), left.slice(-1)].flatMap((lead) => [right.slice(0, 2), right.slice(0, 1), []].map((tail) => [...lead, word, ...tail]));
    return phrases.some((phrase) => phrase.length > 1 && knowsPhrase(phrase.join(" ")));
  };
  return around.length > 0 && around.every(inPhrase);
}

/** The passage's sentences that say the same of one thing as of another (most passages have none). */
const sharingSentences = byPassage((passage) => sentencesOf(passage).filter((sentence) => sameKind.test(sentence)));

/**
 * "Cholera is an infection of the small intestine…" swapped to "…an illness of…", where the passage
 * says "Antibiotics shorten the illness": a word the passage only ever uses after "the", "this" or
 * "that" points back to a thing it has named, most likely what it is about, so put in as what the
 * subject is, it makes no false statement.
 */
function pointsBackAsClass(original: string, replacement: string, source: string, passage: string): boolean {
  // (A common word: "the Tower of Babel" is a name, and "the bacterium that causes tuberculosis" is
  // picked out by its clause, not by a sentence before.)
  if (!/^\p{Ll}+$/u.test(replacement) || !/^\p{Ll}[\p{Ll} -]*$/u.test(original)) return false;
  const classOf = new RegExp(String.raw`^[^,;]{1,60}?\s+(?:is|are|was|were)\s+(?:an?|the)\s+(?:[\p{Ll}-]+\s+){0,2}${escapeRegExp(original)}\b`, "iu");
  if (!classOf.test(source)) return false;
  const uses = [...passage.matchAll(new RegExp(String.raw`(\S+)\s+${escapeRegExp(replacement)}\b(?:\s+(\S+))?`, "giu"))];
  return uses.length > 0 && uses.every(([, before, after]) => /^(?:the|this|that)$/i.test(before!) && !/^(?:that|which|who|of)$/i.test(after ?? ""));
}

/** The passage has a sentence that says the thing does the same as another (see `sharesWith`). */
const saidToShare = (thing: string, passage: string) => sharingSentences(passage).some((sentence) => sharesWith(thing, sentence));

/**
 * "_____ is an agglutinative language, which…" beside "Finnish", where the passage says "Finnish,
 * Hungarian and Japanese are also agglutinative languages": an option the passage says is what the
 * blank's sentence says its subject is fits the blank too.
 */
function saidToBeToo(option: string, cloze: string, passage: string): boolean {
  const kind = /^_____\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?([^,.;:]+?)[,.;:]/u.exec(cloze)?.[1];
  if (kind === undefined) return false;
  const said = new RegExp(`\\b(?:is|are|was|were)\\s+(?:also\\s+)?(?:an?\\s+|the\\s+)?${escapeRegExp(kind)}s?\\b`, "iu");
  return sentencesOf(passage).some((sentence) => {
    const verb = sentence.search(said);
    return verb > 0 && new RegExp(`(?:^|[\\s,])${escapeRegExp(option)}(?=[\\s,])`, "u").test(sentence.slice(0, verb + 1));
  });
}

/**
 * "The war became known for poor planning, including the Crimean War…": a name whose last word is a
 * common noun the sentence already uses for its own subject ("the war") is most likely that very
 * thing, and swapped in (or offered) beside it the sentence speaks of itself.
 */
function namesItsOwnSubject(name: string, sentence: string): boolean {
  const head = /^(?:the\s+)?(?:\p{Lu}[\p{L}'’-]*\s+)+(\p{Lu}\p{Ll}+)$/u.exec(name.trim())?.[1]?.toLowerCase();
  if (head === undefined || !isNoun(head)) return false;
  return new RegExp(`(?:^|\\s)[Tt]he ${escapeRegExp(head)}\\b`, "u").test(sentence);
}

/**
 * "…drew in _____, Sweden and France" beside "Catholic France": a name of two words or more whose
 * last word stands alone elsewhere in the sentence names a thing the sentence already has.
 */
function namedBesideItself(name: string, sentence: string): boolean {
  const last = /^(?:[\p{L}'’-]+\s+)+(\p{Lu}\p{Ll}+)$/u.exec(name.trim())?.[1];
  return last !== undefined && new RegExp(String.raw`(?<![\p{Lu}][\p{L}'’-]*\s)\b${escapeRegExp(last)}\b`, "u").test(sentence);
}

/**
 * "thin vessels" beside "lymph vessels": a phrase of a word of size or shape and a noun, which WordNet
 * does not know as a kind of its own ("small intestine" is one), may describe any thing that noun
 * names, the other option's too.
 */
function describesTheOther(a: string, b: string): boolean {
  const words = (phrase: string) => phrase.trim().toLowerCase().split(/\s+/);
  const head = (phrase: string) => words(phrase).pop()!.replace(/s$/, "");
  /** The group of a word of size or shape: "thin beaks" against "hooked beaks" are two shapes, one or the other. */
  const dimension = (word: string) =>
    /^(?:small|large|big|tiny|huge|little|vast|short|long|tall)$/.test(word)
      ? "size"
      : /^(?:thin|thick|narrow|wide|broad|fine|flat|hooked|pointed|curved|straight|round|sharp|blunt)$/.test(word)
        ? "shape"
        : undefined;
  const described = (phrase: string) =>
    words(phrase).length === 2 &&
    dimension(words(phrase)[0]!) !== undefined &&
    !knowsPhrase(words(phrase).join(" ")) &&
    !knowsPhrase(words(phrase).join(" ").replace(/s$/, ""));
  if (head(a) !== head(b) || words(a).join(" ") === words(b).join(" ")) return false;
  const [general, other] = described(a) ? [a, b] : described(b) ? [b, a] : [];
  if (general === undefined || other === undefined) return false;
  // (Two words of one group set the two apart; a word of another sort, or a noun, does not: "thin
  // layer" and "dark layer", "thick fog" and "advection fog".)
  const otherWords = words(other);
  return otherWords.length < 2 || dimension(otherWords[otherWords.length - 2]!) !== dimension(words(general)[0]!);
}

/**
 * "Limestone, for example, becomes marble" after "…heat and pressure turn it into metamorphic rock":
 * a sentence that gives an example of what the one before told; a term of that sentence put in the
 * example's place (or offered for it) may well be true of it, as the class it is an example of, and
 * the example put in the class's place is true of it in part.
 */
function exampleOfBefore(term: string, sentence: string, passage: string): boolean {
  const sentences = sentencesOf(passage);
  const opening = sentence
    .replace(/^True or false:\s*/, "")
    .split(blankMark)[0]!
    .trim()
    .slice(0, 40);
  const at = sentences.findIndex((said) => said.includes(opening));
  if (at < 0) return false;
  const example = /\bfor (?:example|instance)\b/i;
  const names = (other: string | undefined) => other !== undefined && new RegExp(`(?<![\\p{L}])${escapeRegExp(term.trim())}(?![\\p{L}])`, "iu").test(other);
  // (Either way round: "…turn it into marble" for "metamorphic rock", the example put in for its
  // class, where the example sentence says what its thing becomes or is: "Limestone, for example,
  // becomes marble"; not "For example, soldiers said caballus", whose soldiers are no example of
  // the "classical authors" before.)
  const becomes = (other: string | undefined) =>
    other !== undefined &&
    new RegExp(`\\b(?:becomes?|became|turns? into|turned into|is|are|was|were)\\s+(?:an?\\s+|the\\s+)?${escapeRegExp(term.trim())}(?![\\p{L}])`, "iu").test(
      other,
    );
  return (example.test(sentences[at]!) && names(sentences[at - 1])) || (example.test(sentences[at + 1] ?? "") && becomes(sentences[at + 1]));
}

/**
 * "…break rocks into small fragments. Rivers carry these sediments…": a noun the next sentence
 * takes up with "these" or "this" names what the sentence before ended on, and the two are one.
 */
function takenUpAs(a: string, b: string, passage: string): boolean {
  const pairs = pointingPairs(passage);
  if (pairs.length === 0) return false;
  const said = (phrase: string) => escapeRegExp(phrase.trim());
  const taken = new RegExp(`(?:^|\\s)(?:these|this|those|such)\\s+${said(a)}(?![\\p{L}])`, "iu");
  const named = new RegExp(`(?<![\\p{L}])${said(b)}[.!?]$`, "iu");
  return pairs.some(([sentence, before]) => taken.test(sentence) && named.test(before));
}

/**
 * The passage's sentences that point back with "these", "this", "those" or "such", each with the
 * sentence before it: all `takenUpAs` reads (found once per passage, not for every pair of options).
 */
const pointingPairs = byPassage((passage) => {
  const sentences = sentencesOf(passage);
  return sentences.flatMap((sentence, index): [string, string][] =>
    index > 0 && /(?:^|\s)(?:these|this|those|such)\s/i.test(sentence) ? [[sentence, sentences[index - 1]!.trim()]] : [],
  );
});

/** The text without what it quotes: a doubled word there is the quoted language's ("a dog says “wan wan” in Japanese"). */
const quotedOut = (text: string) => text.replace(/"[^"]*"|“[^”]*”/g, '""');

/** Every rule the question breaks, against the passage it was written from. */
export function checkQuestion(question: DraftQuestion, passage: string): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const text = question.questionText;
  // Each filled sentence is tagged once, however many rules read it.
  const tagged = new Map<string, Token[]>();
  const tag = (sentence: string) => {
    let tokens = tagged.get(sentence);
    if (tokens === undefined) tagged.set(sentence, (tokens = tokensOf(sentence)));
    return tokens;
  };
  // The sentence with its blank, after a lead such as "Fill in the blank:" or "Which completes the sentence?".
  const cloze = text.includes(blankMark) ? text.replace(/^[^_]*?[:?]\s+(?=[^_]*_____)/, "") : undefined;
  // (Or joined to another by "+" or "/": "The keyboard shortcut _____+Z"; or by an en dash: "In an
  // acid–_____" → "base titration", "The _____–Weinberg principle".)
  // (Or by a point or a comma with no space: "A famous example, _____.zip", "_____,300"; or after a
  // minus sign, which is part of the number: "…stays liquid down to about −_____ °C".)
  if (/[\p{L}\p{N}+/–−±-]_____|_____[\p{L}\p{N}+/–−±-]|_____[.,][\p{L}\p{N}]|[\p{L}\p{N}][.,]_____/u.test(text))
    problems.push({ rule: "blank-inside-word", detail: text });
  // A blank for a piece of a name: "The Declaration of _____", "The _____ of Independence".
  else if (
    /\p{Lu}\p{Ll}*\s+of\s+(?:the\s+)?_____|_____\s+of\s+(?:the\s+)?\p{Lu}|\p{Lu}\p{Ll}*\s+v\.?\s+_____|_____\s+v\.?\s+\p{Lu}/u.test(
      text.replace(/^[^_]*?[:?]\s+(?=[^_]*_____)/, ""),
    )
  )
    problems.push({ rule: "blank-inside-word", detail: `a blank inside a name: ${text}` });
  const shown = text.replace(/_____/g, "BLANK");
  // (An article as the passage writes it before the same word fits, however the word's letters sound: "a SYN flood".)
  // (Only a lowercase one: a capital "A" may be a letter's name, "Vitamin A is needed…".)
  const unfit = [...shown.matchAll(/(?<![\p{L}])([Aa]n?) ([\p{L}\p{N}][^\s,.;:?!”)]*)/gu)].some(
    ([phrase, article, word]) =>
      fixArticles(phrase) !== phrase &&
      (article !== article!.toLowerCase() || !new RegExp(`(?<![\\p{L}])${article} ${escapeRegExp(word!)}(?![\\p{L}])`, "u").test(passage)),
  );
  if (fixArticles(shown) !== shown && unfit) problems.push({ rule: "malformed-text", detail: `an article that does not fit: ${text}` });
  else if (/\s{2,}|\s[,.;:?!]|[,;:][.?!]|\(\s*\)|^\p{Ll}|[^.?!”"')]$/u.test(shown) || /(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/iu.test(quotedOut(shown)))
    problems.push({ rule: "malformed-text", detail: text });
  // "…deaths in the _____' ward fell": a blank before a plural's possessive apostrophe leaves the mark
  // hanging, and no option reads in its place ("the women' ward"). (Not a quoted word: "the word '_____' means".)
  if (/(?<![‘'"“]\s?)_____['’]\s/u.test(text)) problems.push({ rule: "blank-inside-word", detail: `a blank before a possessive's apostrophe: ${text}` });
  // "Two's _____ is the most common way…", "…of two's _____ is that…" → "complement": a blank after a
  // possessive, where a sentence of the passage opens with the two as one term, cuts that term in two.
  const owner = cloze === undefined ? undefined : /(?:^|\s)(\p{L}+)['’]s\s+_____/u.exec(cloze)?.[1];
  const blanked = question.answers.find((answer) => answer.isCorrect)?.answerText;
  const opening = owner && owner.charAt(0).toUpperCase() + owner.slice(1);
  if (opening && blanked && new RegExp(`(?:^|[.!?]\\s+)${escapeRegExp(opening)}['’]s ${escapeRegExp(blanked)}\\s+(?:is|are|was|were)\\b`, "u").test(passage))
    problems.push({ rule: "blank-inside-word", detail: `a blank inside a term: ${text}` });
  // "_____'s law states…": a blank for the name in a law's or a theorem's name (or a court case's,
  // "…starting with the _____'s Case in 1682").
  if (/_____['’]s\s+(?:law|principle|theorem|rule|constant|equation|effect|disease|syndrome)\b/i.test(text) || /_____['’]s\s+Case\b/.test(text))
    problems.push({ rule: "blank-inside-word", detail: `a blank inside a name: ${text}` });
  // "Bernoulli's _____ helps to explain…" → "principle", "…of the People's _____" → "Republic of China":
  // after a name's possessive, a blank for a law's word or for a name's next words is a piece of
  // that name too.
  // (A name's next words only after a capitalised common noun inside the sentence, "People's"; not
  // "Shakespeare's _____" for one of his plays.)
  const named = cloze === undefined ? undefined : /(?:^|\s)(\p{Lu}\p{L}*)['’]s\s+_____/u.exec(cloze);
  const commonInName = named !== undefined && named !== null && named.index > 0 && isNoun(named[1]!.toLowerCase());
  if (
    named &&
    blanked &&
    (/^(?:law|principle|theorem|rule|constant|equation|effect|paradox|disease|syndrome|comet)s?$/i.test(blanked.trim()) ||
      blanked.trim() === "Case" ||
      (commonInName && /^\p{Lu}/u.test(blanked)))
  )
    problems.push({ rule: "blank-inside-word", detail: `a blank inside a name: ${text}` });
  // "…most reefs grow in shallow, _____.": a blank after an adjective and its comma leaves half a noun phrase.
  // (So after an "-ing" verb: "Antivenom is made by injecting small, _____ of venom…", or a word of
  // quantity: "…saw only a few small, _____.")
  const adjectiveBefore =
    /\b(?:in|on|at|of|a|an|the|with|from|into|by|for|because|when|if|as|while|since|although|few|many|several|some|\p{Ll}{2,}ing)\s+(\p{Ll}+),\s+_____/iu.exec(
      text,
    )?.[1];
  // (So after one that opens the sentence: "Cooler, _____ fluid sinks…" → "denser".)
  const openingAdjective = cloze === undefined ? undefined : /^(\p{Lu}\p{Ll}+),\s+_____/u.exec(cloze)?.[1]?.toLowerCase();
  if (
    (adjectiveBefore !== undefined && mostlyAdjective(adjectiveBefore)) ||
    (openingAdjective !== undefined && (mostlyAdjective(openingAdjective) || adjectiveFrom(openingAdjective) !== undefined))
  )
    problems.push({ rule: "blank-inside-word", detail: `a blank that leaves its adjective behind: ${text}` });
  // "_____, denser fluid sinks…" → "Cooler": so does a blank for a describing word before another and
  // its comma (a comparative, or a word mostly used to describe).
  const adjectiveAfter = /_____,\s+(\p{Ll}+)\s+\p{Ll}+/u.exec(text)?.[1];
  const describing = (word: string) => adjectiveFrom(word.toLowerCase()) !== undefined || mostlyAdjective(word.toLowerCase());
  if (adjectiveAfter !== undefined && blanked !== undefined && /^\p{L}+$/u.test(blanked.trim()) && describing(adjectiveAfter) && describing(blanked.trim()))
    problems.push({ rule: "blank-inside-word", detail: `a blank for one of two describing words: ${text}` });
  // "The commission removed repeated and _____" → "outdated laws": a blank that opens with an
  // adjective after another and "and" takes the noun both describe, and leaves the first behind.
  const pairedBefore = cloze === undefined ? undefined : /(?:^|\s)(\p{Ll}+)\s+and\s+_____/u.exec(cloze);
  const pairedWords = blanked?.trim().split(/\s+/) ?? [];
  if (pairedBefore && cloze !== undefined && pairedWords.length > 1) {
    // (Read in the filled sentence: "…need light and fresh water" has a noun before "and".)
    const filled = tag(cloze.replace(blankMark, blanked!.trim()));
    const at = filled.findIndex(
      (token, index) => token.lower === "and" && filled[index - 1]?.lower === pairedBefore[1] && filled[index + 1]?.value === pairedWords[0],
    );
    const describes = (token: Token | undefined) => token !== undefined && (token.pos === "ADJ" || (token.pos === "VERB" && /ed$/.test(token.lower)));
    if (at > 0 && describes(filled[at - 1]) && describes(filled[at + 1]) && filled[at + 2]?.pos === "NOUN")
      problems.push({ rule: "blank-inside-word", detail: `a blank that leaves an adjective of its noun behind: ${text}` });
  }
  // "Bacteria and fungi are the most _____." → "important decomposers": a blank after a word of
  // degree, for an answer that opens with the adjective it grades, cuts the comparison in two.
  // ("Most _____ heal within…" → "mild sprains" is a quantity of them, and whole.)
  const degreeBefore = cloze !== undefined && /\b(?:the\s+most|the\s+least|very|so|too)\s+_____/i.test(cloze);
  if (degreeBefore && question.answers.some((answer) => answer.isCorrect && mostlyAdjective(answer.answerText.split(/\s+/)[0]!.toLowerCase())))
    problems.push({ rule: "blank-inside-word", detail: `a blank that leaves its word of degree behind: ${text}` });
  // ("…make their shells in more _____" → "acidic water", where the passage says "more acidic" by
  // itself elsewhere: after "more" or "less", an answer that opens with an adjective the passage
  // compares so is that comparison cut in two; "…by making more _____" → "red blood cells" is an amount.)
  const comparedWord = blanked?.trim().split(/\s+/)[0]?.toLowerCase();
  if (
    cloze !== undefined &&
    comparedWord !== undefined &&
    /\b(?:more|less)\s+_____/i.test(cloze) &&
    blanked!.trim().includes(" ") &&
    mostlyAdjective(comparedWord) &&
    new RegExp(`\\b(?:more|less)\\s+${escapeRegExp(comparedWord)}(?=\\s*(?:[,.;:!?]|than\\b|$))`, "iu").test(passage)
  )
    problems.push({ rule: "blank-inside-word", detail: `a blank that leaves its comparison behind: ${text}` });
  // "New machines such as _____ looms…" → "power", "…combined in a _____ and tackle" → "block": a
  // blank that with the word beside it makes a compound WordNet knows ("power loom", "block and
  // tackle") cuts that compound in two.
  const filler = question.answers.find((option) => option.isCorrect)?.answerText;
  if (cloze !== undefined && filler !== undefined && /^[\p{L} -]+$/u.test(filler)) {
    const tokens = tag(cloze.split(blankMark).join(filler));
    const span = spanOf(tokens, filler);
    if (span !== undefined && span.length > 0) {
      const [previous, next, after] = [
        tokens[tokens.indexOf(span[0]!) - 1],
        tokens[tokens.indexOf(span[span.length - 1]!) + 1],
        tokens[tokens.indexOf(span[span.length - 1]!) + 2],
      ];
      const [first, last] = [span[0]!.lower, span[span.length - 1]!.lower];
      // (The next word a noun, or one read as a verb right before the clause's verb: "…such as power looms allowed…".)
      const nounNext = next?.pos === "NOUN" || (next?.pos === "VERB" && ["VERB", "AUX"].includes(after?.pos ?? ""));
      const third = tokens[tokens.indexOf(span[span.length - 1]!) + 3];
      const compounds = [
        ...(nounNext ? [`${last} ${next!.lower}`, `${last} ${next!.lemma}`] : []),
        ...(next?.lower === "and" && (after?.pos === "NOUN" || third?.pos === "PUNCT") ? [`${last} and ${after!.lower}`] : []),
        ...(previous !== undefined && ["NOUN", "ADJ"].includes(previous.pos) ? [`${previous.lower} ${first}`] : []),
        // ("A lasting power of _____" → "attorney", "a _____ of attorney" → "power": one side of "of" in "power of attorney".)
        ...(previous?.lower === "of" ? [`${tokens[tokens.indexOf(span[0]!) - 2]?.lower ?? ""} of ${first}`] : []),
        ...(next?.lower === "of" && after !== undefined ? [`${last} of ${after.lower}`] : []),
      ];
      // (Or a fixed phrase of three words: "translating them _____ for _____" → "word"; "…declare a
      // diplomat persona non _____" → "grata".)
      const phrase = next !== undefined && after !== undefined ? `${last} ${next.lower} ${after.lower}` : "";
      const earlier = tokens[tokens.indexOf(span[0]!) - 2];
      if (previous !== undefined && earlier !== undefined && knowsPhrase(`${earlier.lower} ${previous.lower} ${first}`))
        problems.push({ rule: "blank-inside-word", detail: `a blank inside a phrase: ${text}` });
      // ("On a _____ and demand diagram" → "supply", "On a supply and _____" → "demand diagram": or one
      // half of two nouns joined by "and" that together describe the noun after them, after an article.)
      const before = tokens[tokens.indexOf(span[0]!) - 3];
      const joinedBefore =
        previous?.lower === "and" &&
        earlier?.pos === "NOUN" &&
        before?.pos === "DET" &&
        span.length > 1 &&
        span.every((token) => token.pos === "NOUN") &&
        !/s$/.test(earlier.lower);
      // (The span starts at its article where the sentence has one: "a supply".)
      const own = span.filter((token) => !articles.has(token.lower));
      const joinedAfter =
        (previous?.pos === "DET" || span[0]!.pos === "DET") && own.length === 1 && next?.lower === "and" && after?.pos === "NOUN" && third?.pos === "NOUN";
      if (joinedBefore || joinedAfter) problems.push({ rule: "blank-inside-word", detail: `a blank inside a phrase that describes a noun: ${text}` });
      // ("If a population overshoots its carrying _____" → "capacity": or a term the passage defines,
      // "The carrying capacity of an environment is…", which WordNet does not know.)
      if (compounds.some((words) => knowsPhrase(words) || definesTerm(words, passage)) || (phrase !== "" && (knowsPhrase(phrase) || isAdverb(phrase))))
        problems.push({ rule: "blank-inside-word", detail: `a blank inside a compound: ${text}` });
    }
  }
  if ((text.match(/_____/g) ?? []).length > 2) problems.push({ rule: "malformed-text", detail: `three blanks or more: ${text}` });
  // "Why does sodium hydrogencarbonate form and?": a question that stops on a joining word or an
  // article has lost the words that word led to.
  if (/\s(?:and|or|but|nor|the|a|an)\?$/i.test(text)) problems.push({ rule: "malformed-text", detail: `a question that stops on a joining word: ${text}` });
  // "…such as “She sells _____ by the seashore”": a blank for part of a quotation asks for its
  // wording, not for a term (a quoted word blanked whole, "The word “_____” came from Arabic", is one).
  if (cloze && (cloze.match(/"[^"]*"|“[^”]*”/g) ?? []).some((quoted) => quoted.includes(blankMark) && /[\p{L}\p{N}]/u.test(quoted.replace(blankMark, ""))))
    problems.push({ rule: "blank-inside-word", detail: `a blank inside a quotation: ${text}` });

  // "It has more mass..": an answer ends once.
  for (const answer of question.answers)
    if (/(?<!\.)\.\.$|[!?]\.$|\s$/.test(answer.answerText))
      problems.push({ rule: "malformed-text", detail: `an answer that ends twice: ${answer.answerText}` });
  // "For example, the builders receive wages…": an answer that opens with a link to what its sentence
  // went on from is no answer on its own.
  for (const answer of question.answers)
    if (/^(?:For example|For instance|However|In turn),/.test(answer.answerText))
      problems.push({ rule: "malformed-text", detail: `an answer that opens with a link to another sentence: ${answer.answerText}` });
  const correct = question.answers.filter((answer) => answer.isCorrect).map((answer) => answer.answerText);
  if (cloze && (question.questionType === "short_answer" || question.questionType === "multiple_choice")) {
    for (const answer of correct) if (!readsAsTerm(cloze, answer, tag)) problems.push({ rule: "answer-not-a-term", detail: answer });
    for (const answer of correct) if (shownElsewhere(cloze, answer)) problems.push({ rule: "answer-shown", detail: answer });
    // "…support over a _____" → "long period", "Over the _____, carbon atoms are removed" →
    // "following steps": a stretch of time, or the steps that come next, asks for no term.
    if (
      correct.some((answer) =>
        /^(?:long|short|brief|following|next|previous|preceding|later|earlier)\s+(?:periods?|times?|whiles?|steps?|stages?|spells?)$/i.test(answer.trim()),
      )
    )
      problems.push({ rule: "vague-prompt", detail: `a blank for a stretch of time: ${text}` });
    // "A _____ is mark and sweep" → "common method": a blank for the subject that only says how usual
    // it is, where the rest of the sentence names what it is, asks for no term.
    if (
      /^(?:A|An|The|One)\s+_____\s+(?:is|was)\b/.test(cloze) &&
      correct.some((answer) => /^(?:common|usual|typical|popular|main|simple|good|standard|frequent)(?:\s+[\p{L}-]+){1,3}$/iu.test(answer))
    )
      problems.push({ rule: "vague-prompt", detail: `a blank for how usual a thing is: ${text}` });
    // "Epigenetics is the _____ of changes in how genes are used…" → "study", "Dynamic programming is
    // a _____ of solving a problem…" → "method": a blank for the word of kind a definition opens
    // with, before what makes it this one, asks for no term of the passage.
    if (
      /^[^,;:]+?\s+(?:is|are|was|were)\s+(?:the|an?)\s+_____\s+(?:of|for|to|that|which|in|by|used)\b/u.test(cloze) &&
      correct.some((answer) => shellNouns.test(answer.trim().toLowerCase()))
    )
      problems.push({ rule: "vague-prompt", detail: `a blank for the word of kind a definition opens with: ${text}` });
  }

  if (question.questionType === "multiple_choice") {
    const options = question.answers.map((answer) => answer.answerText);
    // "The Chernobyl disaster was a _____" beside "explosion": an option the article before the blank does not fit.
    if (cloze !== undefined && /\b[Aa]n?\s+_____/.test(cloze)) {
      const unfit = options.find((option) => {
        const filled = cloze.split(blankMark).join(option);
        return fixArticles(filled) !== filled;
      });
      if (unfit !== undefined) problems.push({ rule: "malformed-text", detail: `an article that does not fit “${unfit}”: ${text}` });
    }
    // "Head lice are not caused by _____" → "dirty hair", beside "wet hair": a blank in what a
    // clause denies makes every option true.
    const clause =
      cloze
        ?.split(blankMark)[0]!
        .split(/[,;:]|\b(?:and|but|so|because|while|although|which|that|who|when|if)\b/i)
        .pop() ?? "";
    if (/\b(?:not|never|no|cannot|neither|nor)\b|n't\b/i.test(clause))
      problems.push({ rule: "overlapping-options", detail: `a blank in a denial, which every option makes true: ${text}` });
    if (cloze !== undefined && sharedByAlso(cloze))
      problems.push({ rule: "overlapping-options", detail: `a blank in what a clause says “also” of, which another option may share: ${text}` });
    if (cloze !== undefined && sharesWith(blankMark, cloze))
      problems.push({ rule: "overlapping-options", detail: `a blank for a thing said to do the same as another, which another option may be: ${text}` });
    for (let a = 0; a < options.length; a += 1) {
      for (let b = a + 1; b < options.length; b += 1) {
        if (
          overlap(options[a]!, options[b]!) ||
          sameInWordNet(options[a]!, options[b]!) ||
          aliases(options[a]!, options[b]!, passage) ||
          describesTheOther(options[a]!, options[b]!) ||
          takenUpAs(options[a]!, options[b]!, passage) ||
          takenUpAs(options[b]!, options[a]!, passage)
        )
          problems.push({ rule: "overlapping-options", detail: `“${options[a]}” and “${options[b]}”` });
      }
    }
    const answer = correct[0];
    if (answer) {
      for (const option of options)
        if (option !== answer && exampleOfAnswer(option, answer, passage))
          problems.push({ rule: "overlapping-options", detail: `“${option}”, which the passage gives as an example of “${answer}”` });
      // "…and may die of _____ within hours" → "dehydration", beside "cholera" in a passage on
      // cholera: the disease the passage is about is what its patients die of too.
      const diesOf = cloze !== undefined && /\b(?:die|dies|died|dying)\s+(?:of|from)\s+_____/i.test(cloze);
      for (const option of options)
        if (diesOf && option !== answer && new RegExp(`^${escapeRegExp(option)}\\s`, "iu").test(passage) && isKindOf(option.toLowerCase(), "disease"))
          problems.push({ rule: "overlapping-options", detail: `“${option}”, the disease the passage is about, which is what its patients die of too` });
      const expected = kindOf(answer);
      const classNamed = cloze === undefined ? undefined : classOfBlank(cloze);
      for (const option of options) {
        if (option === answer) continue;
        const kind = kindOf(option);
        const groups = kind.kind === expected.kind && kind.kind !== "number" && kind.kind !== "year" ? [termGroup(answer), termGroup(option)] : [];
        const sameKind =
          kind.kind === expected.kind &&
          (kind.kind !== "number" || kind.unit === expected.unit) &&
          !(groups[0] !== undefined && groups[1] !== undefined && groups[0] !== groups[1]);
        if (
          !sameKind ||
          (cloze && expected.kind === "term" && !readsAsTerm(cloze, option, tag)) ||
          doingForThing(option, answer) ||
          titledAgainstUnknown(option, answer) ||
          eventsApart(option, answer) ||
          countsOnly(option, passage) ||
          placeAgainstPerson(option, answer, passage) ||
          halfOfJoined(option, passage) ||
          roleOfAnother(option, passage) !== roleOfAnother(answer, passage) ||
          // (A name for many, "Black Americans", against a person's, "Duke Ellington", or the other way round.)
          ((/^\p{Lu}/u.test(option) || /^\p{Lu}/u.test(answer)) &&
            kind.kind !== "number" &&
            kind.kind !== "year" &&
            namePlural(option) !== namePlural(answer)) ||
          scaleName(option, passage) !== scaleName(answer, passage) ||
          (cloze !== undefined && titledAfterCalling(cloze, option)) ||
          (cloze !== undefined && namesItsOwnSubject(option, cloze.split(blankMark).join(" "))) ||
          (cloze !== undefined && namedBesideItself(option, cloze)) ||
          (cloze !== undefined && saidToBeToo(option, cloze, passage)) ||
          saidToShare(option, passage) ||
          // ("water" for "fluorine" in "_____ is the most electronegative element": an option WordNet
          // has as no such thing, where it has the answer as one.)
          (classNamed !== undefined && isKindOf(answer.toLowerCase(), classNamed) && !isKindOf(option.toLowerCase(), classNamed)) ||
          (cloze !== undefined && /^(?:(?:A|An|The)\s+)?_____\s/u.test(cloze) && alsoNext(option, answer, cloze.split(blankMark)[1]!, passage)) ||
          (cloze !== undefined && notPersonAfterCalling(cloze, option, passage)) ||
          personAgainstPeople(option, answer, passage) ||
          drugAgainstOther(option.toLowerCase(), answer.toLowerCase()) ||
          fragmentOfPhrase(option, passage) ||
          (cloze !== undefined && exampleOfBefore(option, cloze, passage))
        )
          problems.push({ rule: "option-kind", detail: `“${option}” for “${answer}”` });
      }
    }
  }

  // A false statement made by swapping a term: both are terms of one kind, one or many alike.
  const swap = /It says "(.+)", not "(.+)"\.$/.exec(question.explanation);
  if (question.questionType === "true_false" && swap) {
    const [, original, replacement] = swap as unknown as [string, string, string];
    const statement = text.replace(/^True or false:\s*/i, "");
    const source = /Source(?: \(page \d+\))?: "(.+?)"/.exec(question.explanation)?.[1];
    const slot = (sentence: string, term: string) => replaceTerm(sentence, term, blankMark) ?? sentence;
    // "Burning hydrocarbons releases…": a phrase opening with an "-ing" word before a singular verb is an action, not a term.
    const gerund =
      source !== undefined &&
      /^\p{L}+ing\s/u.test(original) &&
      pluralPhrase(original) &&
      new RegExp(`^${escapeRegExp(original)}\\s+\\p{Ll}+s\\b`, "u").test(source);
    if (gerund || (source && (!readsAsTerm(slot(source, original), original, tag) || !readsAsTerm(slot(statement, replacement), replacement, tag))))
      problems.push({ rule: "answer-not-a-term", detail: `“${original}” swapped for “${replacement}”` });
    const [left, right] = [termGroup(original), termGroup(replacement)];
    if (
      kindOf(original).kind !== kindOf(replacement).kind ||
      pluralPhrase(original) !== pluralPhrase(replacement) ||
      (left && right && left !== right) ||
      titledAgainstUnknown(original, replacement) ||
      eventsApart(original, replacement) ||
      countsOnly(replacement, passage) ||
      halfOfJoined(replacement, passage) ||
      placeAgainstPerson(original, replacement, passage) ||
      roleOfAnother(original, passage) !== roleOfAnother(replacement, passage) ||
      scaleName(original, passage) !== scaleName(replacement, passage) ||
      (source !== undefined && titledAfterCalling(slot(source, original), replacement)) ||
      namesItsOwnSubject(replacement, slot(statement, replacement).split(blankMark).join(" ")) ||
      sharedByAlso(slot(statement, replacement)) ||
      (source !== undefined && sharesWith(original, source)) ||
      saidToShare(replacement, passage) ||
      aliases(original, replacement, passage) ||
      describesTheOther(original, replacement) ||
      (source !== undefined && exampleOfBefore(replacement, source, passage)) ||
      // ("The Great Schism of 1965 split…": a year that is part of a name is no year to swap.)
      (source !== undefined &&
        /^\d{3,4}$/.test(original.trim()) &&
        new RegExp(String.raw`\p{Lu}[\p{L}'’-]*\s+of\s+${escapeRegExp(original.trim())}(?![\p{L}\p{N}])`, "u").test(source)) ||
      (source !== undefined && pointsBackAsClass(original, replacement, source, passage)) ||
      // ("…the crisis showed that Soviet Union could no longer…": a name the passage always writes
      // after "the" put in without it.)
      (/^\p{Lu}/u.test(replacement) &&
        new RegExp(String.raw`\bthe ${escapeRegExp(replacement)}\b`, "u").test(passage) &&
        !new RegExp(String.raw`(?<!\bthe )\b${escapeRegExp(replacement)}\b`, "u").test(passage) &&
        new RegExp(String.raw`(?<!\b[Tt]he )\b${escapeRegExp(replacement)}\b`, "u").test(statement)) ||
      // ("Robert Koch identified the pathogen that causes tuberculosis": a word whose meaning covers
      // the original makes the statement no less true.)
      glossCovers(replacement.toLowerCase(), original.toLowerCase()) ||
      (source !== undefined &&
        new RegExp(`^(?:(?:A|An|The)\\s+)?${escapeRegExp(original)}\\s`, "iu").test(source) &&
        alsoNext(replacement, original, source.slice(source.toLowerCase().indexOf(original.toLowerCase()) + original.length), passage)) ||
      (source !== undefined && notPersonAfterCalling(slot(source, original), replacement, passage)) ||
      personAgainstPeople(original, replacement, passage)
    )
      problems.push({ rule: "option-kind", detail: `“${replacement}” for “${original}”` });
  }

  if (question.questionType === "true_false") {
    // The passage's words, and the few a restated definition adds ("… is called X").
    const vocabulary = new Set([...words(passage), ...connectives]);
    const statement = text.replace(/^True or false:\s*/i, "");
    // (A prefix quoted as one, "pre-", is the word "pre".)
    for (const word of (statement.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((found) => found.replace(/-+$/, ""))) {
      const parts = [word.replace(/[’']s$/, ""), ...word.split("-")];
      if (!vocabulary.has(parts[0]!) && !(word.includes("-") && parts.slice(1).every((part) => vocabulary.has(part)) && passage.toLowerCase().includes(word)))
        problems.push({ rule: "invented-word", detail: word });
    }
  }

  const prompt = /^(?:Explain|Describe)\s+(.+?)(?:\s+in your own words)?\.$/.exec(text);
  if (prompt) {
    const subject = prompt[1]!.replace(/^the term “(.+)”$/, "$1");
    // ("Explain older people": people in general, whatever the adjective before them.)
    const people = genericPeople.test(subject.toLowerCase()) || genericPeople.test(subject.toLowerCase().split(/\s+/).pop() ?? "");
    if (kindOf(subject).kind === "name" || people || peopleUndefined(subject, passage) || !explained(subject, passage) || pointsBack(subject, passage))
      problems.push({ rule: "vague-prompt", detail: text });
  }
  // "How can doctors treat such infections?": a question of its own (no cloze, no statement) that
  // says "such" points back to a sentence it does not show.
  if (cloze === undefined && question.questionType !== "true_false" && /\bsuch\s+(?!as\b|a\b|an\b)\p{Ll}+/u.test(text.replace(/“[^”]*”/gu, "")))
    problems.push({ rule: "vague-prompt", detail: `a question that points back with “such”: ${text}` });
  // "What does a baby do?", "What did a boy do?": any one person of an age, a sex or a family tie
  // (not of a role, "a witness", "a pawnbroker"), whom the passage does not define, does too many
  // things to ask about.
  const anyOne = /^What (?:does|did) an? (\p{Ll}+) do\?$/u.exec(text)?.[1];
  if (anyOne !== undefined && ["juvenile", "male", "female", "relative"].some((kind) => isKindOf(anyOne, kind)) && peopleUndefined(anyOne, passage))
    problems.push({ rule: "vague-prompt", detail: text });
  // "What is the term for “the legal owner of the property, but must use it only…”?": a meaning runs
  // on past its noun phrase into a second verb of the term's, which has lost its subject.
  const meaning = /^(?:Which term means|What is the term for) “(.+)”\?$/.exec(text)?.[1];
  if (meaning !== undefined && /,\s*but\s+(?:can|cannot|could|may|might|must|will|would|should)\b/i.test(meaning))
    problems.push({ rule: "malformed-text", detail: `a meaning that runs on into a second verb: ${text}` });
  // "Which term means “an agglutinative language, which means…”?" → "Turkish", where the passage
  // goes on "Finnish, Hungarian and Japanese are also agglutinative languages": a meaning whose noun
  // phrase the passage gives to another thing too fits that thing as well.
  // (Only a noun phrase the meaning closes with a comma: "a substance that releases hydrogen ions"
  // is picked out by its clause, which no other sentence repeats.)
  const kindSaid = /^(?:Which term means|What is the term for) “(?:an?|the)\s+([^,“”]+?),/u.exec(text)?.[1];
  if (
    kindSaid !== undefined &&
    (passage.match(new RegExp(`\\b(?:is|are|was|were)\\s+(?:also\\s+)?(?:an?\\s+)?${escapeRegExp(kindSaid)}s?\\b`, "giu")) ?? []).length > 1
  )
    problems.push({ rule: "overlapping-options", detail: `a meaning the passage gives to more than one thing: ${text}` });
  const compare = /^Compare\s+(.+?)\s+and\s+(.+?)\.$/.exec(text);
  if (compare && !(explained(compare[1]!, passage) && explained(compare[2]!, passage))) problems.push({ rule: "vague-prompt", detail: text });
  // "What is Turing complete?": a quality is no thing whose meaning a student could say.
  // (An adjective alone or after a name only: not a name, "What was the Titanic?"; nor a doing, "What
  // is galvanising?"; nor a term of another language, "What is voir dire?".)
  const asked = /^What (?:is|are|was|were) (.+)\?$/.exec(text)?.[1]?.split(/\s+/) ?? [];
  const quality = asked.pop();
  if (
    quality !== undefined &&
    asked.every((word) => /^\p{Lu}/u.test(word)) &&
    /^\p{Ll}+$/u.test(quality) &&
    !/ing$/.test(quality) &&
    mostlyAdjective(quality) &&
    !isNoun(quality)
  )
    problems.push({ rule: "vague-prompt", detail: `a quality asked as a thing: ${text}` });
  // The question as a student reads it: without its lead, and a blank read with its answer.
  const read = quotedOut(cloze !== undefined && blanked !== undefined ? cloze.split(blankMark).join(blanked.trim()) : text.replace(/^True or false:\s*/i, ""));
  // "Why did Turing use the idea?", "What did the period do?", "Several lines of evidence support the
  // idea.": a bare "the idea" or "the period", before its verb or at the end, is what another sentence
  // named, and the question does not say which. (Not "the idea that…", "the period between…"; nor a
  // period the passage explains, a pendulum's: "The period is the time taken for one swing.")
  // (Nor one the question names before, "…a planet's orbital period…: the square of the period…";
  // nor one a term the passage defines ends in, "A cooling-off period is…".)
  // (So in the answer to a question of another kind: "What did Turing do?" → "Turing used the idea to prove…".)
  // (Tagged only where such a word is: most questions have none.)
  const answered = question.questionType === "true_false" || cloze !== undefined ? [] : correct;
  const shell = [read, ...answered]
    .filter((said) => /\bthe\s+(?:idea|concept|notion|period)\b/i.test(said))
    .flatMap((said) => tag(said))
    .find(
      (token, index, all) =>
        all[index - 1]?.lower === "the" &&
        /^(?:idea|concept|notion|period)$/.test(token.lower) &&
        (all[index + 1] === undefined || ["VERB", "AUX", "ADV", "PART", "PUNCT"].includes(all[index + 1]!.pos)) &&
        !/^(?:when|where|which|that)$/.test(all[index + 1]?.lower ?? "") &&
        !all.slice(0, index - 1).some((before) => before.lower === token.lower),
    );
  if (shell !== undefined && !explained(`the ${shell.lower}`, passage) && !definesEnding(shell.lower, passage))
    problems.push({ rule: "vague-prompt", detail: `a bare “the ${shell.lower}”, named by another sentence: ${text}` });
  // "Explain the drawback in your own words.", "What is the main remedy?": a question of its own (no
  // cloze, no statement) about a bare drawback, remedy or advantage, not said of what, asks about one
  // that belongs to what another sentence named, and does not say which.
  const relationalShell = new RegExp(
    `\\bthe\\s+(?:(?:${rankWords}|first|second|other)\\s+)?(?:${belongingWords})\\b(?!\\s+(?:of|to|for|with|in|over|that)\\b)`,
    "i",
  );
  if (
    cloze === undefined &&
    question.questionType !== "true_false" &&
    relationalShell.test(text.replace(/“[^”]*”/gu, "").replace(/ in your own words\.$/, "."))
  )
    problems.push({ rule: "vague-prompt", detail: `a bare drawback, remedy or advantage, not said of what: ${text}` });
  // "Why does a gas lighter use the first effect?", "What do quartz watches do?" → "Quartz watches
  // use the second: …": "the first", "the second", "the latter" with at most a word of kind, and
  // nothing after to say of what, are one of the things another sentence listed, which the question
  // does not show.
  const ordinalBack =
    /\bthe\s+(?:first|second|third|former|latter)(?:\s+(?:effect|method|one|ones|type|kind|way|case|approach|process|group|form|option|sort|idea|rule|view|use))?(?=\s*[,.;:?!)]|$)/iu;
  if (
    cloze === undefined &&
    question.questionType !== "true_false" &&
    (ordinalBack.test(text.replace(/“[^”]*”/gu, "")) || answered.some((said) => ordinalBack.test(said)))
  )
    problems.push({ rule: "vague-prompt", detail: `“the first” or “the second” of what another sentence listed: ${text}` });
  // "Why does a copper pan heat up quickly?" → "Metals such as copper have low values.": an answer
  // with a bare "high" or "low value", not said of what, stands for a quantity another sentence
  // named, and the answer does not say which (not "a value and a pointer", a thing of its own).
  if (answered.some((said) => /\b(?:high|low|higher|lower)\s+values?\b(?!\s+(?:of|for)\b)/i.test(said)))
    problems.push({ rule: "vague-prompt", detail: `a bare “value” in the answer, named by another sentence: ${text}` });
  // "Adam Smith used the _____ in his book" → "phrase", "…earned them the _____ "limeys"" →
  // "nickname": a blank for a bare word for a name asks what kind of name another sentence (or the
  // quotation after it) gave, not the name ("…check that the _____ they choose fits" → "word" is
  // the thing itself).
  if (cloze !== undefined && blanked !== undefined && /^(?:name|term|word|phrase|nickname)$/i.test(blanked.trim()) && /\bthe\s+_____/iu.test(cloze)) {
    const after = cloze.slice(cloze.search(/\bthe\s+_____/iu)).replace(/^the\s+_____\s*/iu, "");
    const next = tag(cloze.split(blankMark).join(blanked)).find((token, index, all) => all[index - 1]?.lower === blanked.trim().toLowerCase());
    if (/^["“]/u.test(after) || after === "" || ["VERB", "AUX", "ADP", "PUNCT"].includes(next?.pos ?? "PUNCT"))
      problems.push({ rule: "vague-prompt", detail: `a blank for a word for a name, which another sentence gave: ${text}` });
  }
  // "The _____ also explains the paradox of water and diamonds" → "principle", "Diffie and Hellman
  // published the _____ in 1976" → "idea", "Most geologists rejected his _____" → "idea": a blank
  // after "the" (or "his", "her", "their") for a word that names what another
  // sentence told, with nothing after it to say which (a clause after it does: "…the _____ they
  // choose fits" → "word"), asks for that word, not the thing (unless the passage explains it, or
  // defines a term ending in it).
  if (
    cloze !== undefined &&
    blanked !== undefined &&
    pointingHeads.test(blanked.trim().toLowerCase()) &&
    // (After "his", "her" or "their", only a word for what a person thought up: "…many of their _____
    // end in vowels" → "words" is the thing itself.)
    (/\bthe\s+_____/iu.test(cloze) || /^(?:idea|model|theory|hypothesis|concept|notion|principle|method|technique)s?$/i.test(blanked.trim())) &&
    /\b(?:the|his|her|their)\s+_____(?!\s+(?:(?:of|that|which|who|whom|whose|where|when|called|known|named|they|it|we|you|he|she|people)\b|to\s+(?!(?:an?|the|its|their)\b)))/iu.test(
      cloze,
    ) &&
    // (Explained by a sentence other than the blanked one: "The _____ is most common where food is easy to
    // see…" → "behaviour" says where, not what the behaviour is.)
    !sentencesOf(passage).some(
      (sentence) =>
        words(sentence).join(" ") !== words(cloze.split(blankMark).join(blanked)).join(" ") && explains(sentence, `the ${blanked.trim().toLowerCase()}`),
    ) &&
    !definesEnding(blanked.trim().toLowerCase(), passage)
  )
    problems.push({ rule: "vague-prompt", detail: `a blank for a word that stands for what another sentence told: ${text}` });
  // "In the same _____, the Jews of Spain were ordered…" → "year": after "the same", a blank for a
  // time, or for what an opening phrase's "the same" points back to, is whatever another sentence said.
  // ("No two soldiers have exactly the same _____" → "face" compares the ones the sentence names.)
  if (
    cloze !== undefined &&
    blanked !== undefined &&
    // ("…use the same kind of _____" → "system": after "the same kind of", likewise.)
    (/^(?:In|At|During|By|From|Over)\s+the\s+same\s+_____,/u.test(cloze) ||
      /\bthe\s+same\s+(?:kind|sort|type)\s+of\s+_____/iu.test(cloze) ||
      (/\bthe\s+same\s+_____/iu.test(cloze) && nounGroup(blanked.trim().toLowerCase()) === "time"))
  )
    problems.push({ rule: "vague-prompt", detail: `a blank for what another sentence said: ${text}` });
  const itsAnswer = answered.find((said) => /\bits\b/i.test(said));
  if (/\bits\b/i.test(read) && itsElsewhere(tag(read))) problems.push({ rule: "vague-prompt", detail: `an “its” of what another sentence named: ${text}` });
  // (So in an answer read after its question, where no person or time before it is what "its" is
  // of: "What did the British judge William Jones do in the eighteenth century?" → "…noticed its
  // similarities to Greek and Latin…".)
  else if (itsAnswer !== undefined && itsElsewhere(tag(`${read} ${itsAnswer}`), true))
    problems.push({ rule: "vague-prompt", detail: `an “its” of what another sentence named: ${correct.join(" ")}` });
  // "What did the journey do?" where the passage said "pilgrimage" before: a subject named by a
  // word the passage has not used yet, for a thing an earlier sentence named as a kind of it, is
  // that thing by another name, which the question does not give.
  const source = /Source(?: \(page \d+\))?: "(.+?)"/.exec(question.explanation)?.[1];
  const renamed = source !== undefined ? renamedSubject(text, source, passage) : undefined;
  if (renamed) problems.push({ rule: "vague-prompt", detail: `“the ${renamed.phrase}”, a thing an earlier sentence named otherwise: ${text}` });
  return problems;
}

/**
 * "What did the journey do?" after "Mansa Musa is best known for his pilgrimage…": the subject of a
 * question of what a thing does, "the" and a word the passage has not used before the source
 * sentence (nor inside another word: "raindrops" for "the drops"), and the nouns of earlier
 * sentences that are kinds of it in its first sense (the thing meant, by its own name).
 */
export function renamedSubject(question: string, source: string, passage: string): { phrase: string; head: string; earlier: Token[] } | undefined {
  const asked = /^What (?:does|do|did) the ((?:\p{Ll}+ ){0,2}(\p{Ll}+)) do\b/u.exec(question);
  const at = asked ? passage.indexOf(source) : -1;
  if (!asked || at <= 0) return undefined;
  const [before, head] = [passage.slice(0, at), asked[2]!];
  const stem = head.replace(/s$/, "");
  if (new RegExp(escapeRegExp(stem), "iu").test(before)) return undefined;
  const earlier = before
    .split(/(?<=[.!?])\s+/)
    .flatMap((sentence) => tokensOf(sentence))
    .filter((token) => token.pos === "NOUN" && token.lemma !== stem && token.lemma !== head && isKindOf(token.lemma, head, 1));
  return earlier.length > 0 ? { phrase: asked[1]!, head, earlier } : undefined;
}

/** Where the passage writes the phrase with no letter or digit against either end (a hyphen or a dash may be). */
const mentions = (phrase: string, passage: string, flags: string) => [
  ...passage.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, flags)),
];

/**
 * "albedo feedback" of "the ice–albedo feedback": a phrase the passage writes only joined to
 * another word by a hyphen or an en dash is half of a term, no option.
 */
function halfOfJoined(phrase: string, passage: string): boolean {
  const found = mentions(phrase, passage, "giu");
  return (
    found.length > 0 &&
    found.every((match) => /\p{L}[-–]$/u.test(passage.slice(0, match.index)) || /^[-–]\p{L}/u.test(passage.slice(match.index + match[0].length)))
  );
}

/**
 * "Celsius" of "15 million degrees Celsius": a name the passage writes only after "degree" or
 * "degrees" is a scale, which no person or other name can stand in for (nor it for them).
 */
function scaleName(phrase: string, passage: string): boolean {
  const found = mentions(phrase, passage, "gu");
  return found.length > 0 && found.every((match) => /\bdegrees?\s+$/iu.test(passage.slice(0, match.index)));
}

/** A sentence of the passage defines a term that ends in the word ("The time taken for one swing is called the period", "A cooling-off period is…"). */
function definesEnding(word: string, passage: string): boolean {
  return termsDefined(passage).some((term) => new RegExp(`(?:^|\\s)${word}$`, "iu").test(term));
}

/**
 * "Linguists rebuild its words by comparing…", "Why do chemists divide its mass by its molar
 * mass?": an "its" with no singular noun or name before it stands for what another sentence named.
 * (Not one in an opening phrase that a noun after it names: "Despite its simplicity, a Turing
 * machine can…".)
 */
function itsElsewhere(tokens: Token[], notPeopleOrTimes = false): boolean {
  const at = tokens.findIndex((token) => token.lower === "its");
  if (at < 0) return false;
  // (With `notPeopleOrTimes`, a person named with a title and a time do not count: "its" is of
  // neither. A word that may be a person is not enough: "a leech", "the frog".)
  const title = (index: number) => tokens[index]?.pos === "NOUN" && canBePerson(tokens[index]!.lemma) && tokens[index + 1]?.pos === "PROPN";
  const person = (index: number): boolean =>
    title(index) || (tokens[index]?.pos === "PROPN" && index > 0 && (title(index - 1) || (tokens[index - 1]?.pos === "PROPN" && person(index - 1))));
  // (Nor a name or a word that only describes the noun after it, "the British judge", "the eighteenth
  // century": that noun counts or not.)
  const ruledOut = (token: Token, index: number) =>
    notPeopleOrTimes &&
    (person(index) ||
      nounGroup(token.lower) === "time" ||
      /^(?:1[0-9]{3}|20[0-9]{2})s?$/.test(token.value) ||
      (["PROPN", "ADJ"].includes(token.pos) && tokens[index + 1]?.pos === "NOUN"));
  // (A noun read as a verb or an adjective counts after an article or an opening word: "When air is
  // heated, its particles…", "…the animal ties its body…".)
  const nounLike = (token: Token, index: number) =>
    token.pos === "NOUN" ||
    token.pos === "PROPN" ||
    (["VERB", "ADJ"].includes(token.pos) &&
      isNoun(token.lower) &&
      !/^(?:much|many|most|more|less|few|all|some|enough)$/.test(token.lower) &&
      ["DET", "SCONJ", "ADV", "ADP"].includes(tokens[index - 1]?.pos ?? "DET"));
  // (A plural read as a name because it opens the sentence is none: "Linguists rebuild its words…".)
  const openingPlural = (token: Token, index: number) => index === 0 && /[^s]s$/.test(token.lower) && isNoun(token.lower.slice(0, -1));
  const one = (token: Token | undefined, index: number) =>
    token !== undefined &&
    !ruledOut(token, index) &&
    ((nounLike(token, index) &&
      (token.lemma === token.lower || !/s$/.test(token.lower)) &&
      !irregularPlurals.has(token.lower) &&
      !openingPlural(token, index)) ||
      token.pos === "NUM" ||
      /^(?:it|itself|this|that|one|something|everything|each|_____)$/.test(token.lower));
  if (tokens.slice(0, at).some(one)) return false;
  // ("At its height the library may have held…", "As its speed increases, …": in an opening phrase
  // or clause, "its" may look ahead to a noun after it.)
  if (["ADP", "SCONJ"].includes(tokens[0]?.pos ?? "")) return !tokens.slice(at + 2).some((token, index) => one(token, at + 2 + index));
  return true;
}

/** Keeps the questions that break no rule; says how many were dropped and why. */
export function keepWellFormed(questions: DraftQuestion[], passage: string): { kept: DraftQuestion[]; dropped: number; reasons: string[] } {
  const kept: DraftQuestion[] = [];
  const reasons = new Map<QuestionRule, number>();
  for (const question of questions) {
    const problems = checkQuestion(question, passage);
    if (problems.length === 0) kept.push(question);
    else reasons.set(problems[0]!.rule, (reasons.get(problems[0]!.rule) ?? 0) + 1);
  }
  return {
    kept,
    dropped: questions.length - kept.length,
    reasons: [...reasons].map(([rule, count]) => `${count} with ${ruleNames[rule]}`),
  };
}
