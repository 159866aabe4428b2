import type { QuestionType } from "../../../../shared/schemas/quizzes.js";
import type { AiDifficulty, DraftQuestion } from "../../../../shared/schemas/ai.js";
import {
  blank,
  chemicalName,
  colourNames,
  commonEnding,
  escapeRegExp,
  irregularPlurals,
  modalVerb,
  objectOfCare,
  pickingOut,
  pointingHeads,
  replaceTerm,
  seasons,
  tokensOf,
  wholeWords,
  zeroPlurals,
  type Analysis,
  type Sentence,
  type Term,
  type Token,
} from "./analysis.js";
import {
  checkQuestion,
  countingWords,
  doingForThing,
  explains,
  gerundPhrase,
  kindOf,
  numberWords,
  overlap,
  pluralPhrase,
  renamedSubject,
  termGroup,
  termSenseSorts,
  termSort,
  termSortAmong,
} from "./question-check.js";
import {
  adjectiveCapitalised,
  branchOf,
  binomialName,
  canBePerson,
  coHyponyms,
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
  opposites,
  related,
  sameSense,
  sameFamily,
  senseCount,
  senseKey,
  siblings,
  sortsAgree,
  type NounSort,
  verbFrom,
  writtenCapitalised,
} from "./wordnet.js";
import {
  agent,
  capitalise,
  cause,
  claim,
  closesOpening,
  comparison,
  condition,
  place,
  origin,
  nameOrigin,
  partNouns,
  nameWords,
  definition,
  definitionIn,
  glossedIn,
  personDefined,
  definesPerson,
  definitionOf,
  fixArticles,
  howMany,
  indefinite,
  method,
  months,
  restatedAfter,
  restatedCalled,
  restatedCause,
  restatedPassive,
  role,
  sequence,
  standsForTerm,
  why,
  whyAfter,
  namedNext,
  namedWithin,
  definitionTold,
  year,
  type Asked,
  type Definition,
  bareQuality,
} from "./question-kinds.js";

/** A repeatable shuffle: the same text gives the same quiz, which tests and users can rely on. */
export function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (let index = 0; index < seedText.length; index += 1) seed = Math.imul(seed ^ seedText.charCodeAt(index), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const wholeWordIn = (text: string, word: string) => wholeWords(word).test(text);

/** Options per multiple-choice question, by difficulty. */
export const optionCount: Record<AiDifficulty, number> = { easy: 3, medium: 4, hard: 5 };

/** The sentence as the passage has it, quoted; and, for one read with its opening pronoun resolved, the sentence that names what it stands for. */
export function sourceNote(sentence: Sentence): string {
  return (sentence.sources ?? [sentence.text]).map((text) => `Source${sentence.page !== undefined ? ` (page ${sentence.page})` : ""}: "${text}"`).join(" ");
}

/** A term inside a prompt: a phrase that opened its sentence loses its capital (not an acronym). */
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Words two terms share, as a measure of how easily one is mistaken for the other. */
function closeness(a: Term, b: Term): number {
  const left = new Set(a.key.split(" "));
  const shared = b.key.split(" ").filter((word) => left.has(word)).length;
  const lengthGap = Math.abs(a.text.length - b.text.length) / Math.max(a.text.length, b.text.length);
  const kindBonus = a.head === b.head ? 1 : 0;
  if (a.kind === "number" && b.kind === "number") {
    const gap = Math.abs(Number(a.text.replace(/[^\d.]/g, "")) - Number(b.text.replace(/[^\d.]/g, "")));
    return Number.isFinite(gap) ? 1 / (1 + gap) + (a.text.length === b.text.length ? 1 : 0) : 0;
  }
  return shared + kindBonus + (1 - lengthGap) + (a.words === b.words ? 0.5 : 0) + (a.plural === b.plural ? 1 : 0);
}

/** A word's stem, near enough to see "boiling" in "boil" and "chains" in "chain". */
const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/(?:ing|ed|es|s)$/, "")
    .replace(/e$/, "");

/** The term is in the passage, and every mention of it fits `fits`, given a few characters either side. */
function everyMention(term: string, passage: string, fits: (before: string, after: string) => boolean): boolean {
  const mentions = [...passage.matchAll(wholeWords(term, "giu"))];
  return (
    mentions.length > 0 &&
    mentions.every((match) => {
      const end = match.index + match[0].length;
      return fits(passage.slice(Math.max(0, match.index - 1), match.index), passage.slice(end, end + 5));
    })
  );
}

/** Every mention of the term in the passage is inside quotation marks. */
const quotedOnly = (term: string, passage: string) => everyMention(term, passage, (before, after) => /["“‘']$/.test(before) && /^["”’']/.test(after));

/**
 * Every mention of the term is a word form the passage cites after naming a word: "…borrowed the
 * English word strike as sutoraiku", "The b in the English word thimble…, since Old English had
 * thymel". One lowercase word no dictionary entry has, never after an article (not "…a word that
 * hints at the season, called a kigo", a term); like a quoted word, an example of language, no term.
 */
function citedOnly(term: string, passage: string): boolean {
  if (!/^\p{Ll}+$/u.test(term) || isNoun(term) || hasNounEntry(term) || isVerb(term) || isAdjective(term) || isAdverb(term)) return false;
  const mentions = [...passage.matchAll(wholeWords(term, "gu"))];
  return (
    mentions.length > 0 &&
    mentions.length === [...passage.matchAll(wholeWords(term, "giu"))].length &&
    mentions.every((match) => {
      const before = passage.slice(0, match.index);
      const sentence = before.slice(Math.max(before.lastIndexOf(". "), before.lastIndexOf("! "), before.lastIndexOf("? ")) + 1);
      return /\bwords?\b/i.test(sentence) && !/\b(?:a|an|the|this|that|its|their)\s+$/i.test(sentence);
    })
  );
}

/** Every mention of the term is inside a quotation that holds more than it ("nother story" of "a whole nother story"). */
function insideQuotationOnly(term: string, passage: string): boolean {
  const mentions = [...passage.matchAll(wholeWords(term, "giu"))];
  return (
    mentions.length > 0 &&
    mentions.every((match) => {
      const before = passage.slice(0, match.index);
      const open = (before.match(/"/g) ?? []).length % 2 === 1 || before.lastIndexOf("“") > before.lastIndexOf("”");
      const whole = /["“]$/.test(before) && /^["”]/.test(passage.slice(match.index + match[0].length));
      return open && !whole;
    })
  );
}

/** Every mention of `word` in the passage names a unit after "degrees" ("450 degrees Celsius"), no name of its own. */
function onlyAsUnit(word: string, passage: string): boolean {
  const mentions = [...passage.matchAll(wholeWords(word, "giu"))];
  return mentions.length > 0 && mentions.every((match) => /\bdegrees?\s+$/i.test(passage.slice(Math.max(0, match.index - 9), match.index)));
}

/** Every mention of `word` in the passage is followed by "of" ("a layer of copper carbonate"). */
const onlyBeforeOf = (word: string, passage: string) => everyMention(word, passage, (_before, after) => /^\s+of\b/i.test(after));

/** `phrase` has a word (of four letters or more) whose stem `text` already has. */
function echoes(phrase: string, text: string): boolean {
  const stems = new Set((text.match(/\p{L}{4,}/gu) ?? []).map(stem));
  return (phrase.match(/\p{L}{4,}/gu) ?? []).some((word) => stems.has(stem(word)));
}

/**
 * A word made of two English nouns of three letters or more, the second a happening of nature,
 * "thundersnow", "icequake"; not one WordNet has whole, nor one ending in a made thing or an idea,
 * which may be a name ("Kickstarter", "Quicksort").
 */
function twoNouns(word: string): boolean {
  if (!/^\p{Ll}{6,}$/u.test(word) || isNoun(word)) return false;
  for (let at = 3; at <= word.length - 3; at += 1)
    if (isNoun(word.slice(0, at)) && ["phenomenon", "occurrence"].includes(nounSort(word.slice(at)) ?? "")) return true;
  return false;
}

/** Classes that make a term a form of another thing ("a standard written form called Batua"). */
const formOf = /^(?:form|version|variant|variety|dialect|edition|descendant|offshoot|copy)$/;

/**
 * The sentence puts the term in a class with nothing that narrows it but one describing word, which
 * many things are ("…is a beetle", "Basque is an ergative language", "perjury, which is a serious
 * crime"); not a kind WordNet names ("a simple sugar"), nor one "the" picks out, nor what the
 * sentence names with the term ("A newborn koala, called a joey").
 */
function bareClass(defined: Definition, sentence: string): boolean {
  const [, describing, head] = /^(?:(?:an?|the)\s+)?(?:(?<=\ban?\s+)([\p{Ll}-]+)\s+)?([\p{L}-]+)$/u.exec(defined.definition) ?? [];
  if (head === undefined) return false;
  if (describing !== undefined && new RegExp(`\\b(?:called|known as|named|termed)\\s+(?:(?:an?|the)\\s+)?${escapeRegExp(defined.term)}\\b`, "i").test(sentence))
    return false;
  // (A describing word WordNet does not know as a noun either, "ergative", is one too.)
  return describing === undefined || ((isAdjective(describing) || !isNoun(describing)) && !knowsPhrase(`${describing} ${head}`));
}

/** One comma, opening an aside that names the same thing again ("an inflammation of the appendix, a small pouch…"). */
const appositive = (definition: string) =>
  (definition.match(/,/g) ?? []).length === 1 && /, (?:a|an|the) (?!\S+ of\b)/.test(definition) && !/\b(?:which|who|such as)\b/.test(definition);

/** A meaning that opens with a bare singular noun WordNet has, then "that", "of", "to" or the like ("behaviour that disobeys…", "damage to the skin…"). */
const singularMassNoun = (definition: string) => {
  const [first, second] = definition.split(/\s+/);
  return (
    first !== undefined &&
    /^\p{Ll}+$/u.test(first) &&
    !/s$/.test(first) &&
    isNoun(first) &&
    !isAdjective(first) &&
    /^(?:that|which|of|to|in|for|from|caused|made|used)$/.test(second ?? "")
  );
};

/**
 * The definition has commas, and none of them opens an aside, so a naming needs no comma of its own
 * after it: each stands between two describing words ("the rising of cold, deep ocean water…"), or
 * all belong to a closing list of examples after "such as" with none before it ("…large mammals
 * such as buffalo, giraffes and rhinos").
 */
const commasOpenNoAside = (definition: string) => {
  if (/^[^,]+\ssuch as\s[^,]+(?:,\s[^,]+)+\s(?:and|or)\s[^,]+$/u.test(definition)) return true;
  const tokens = tokensOf(definition);
  // (Not "such" of "such as", which the tagger reads as one: "…a fluid, such as air…" opens an aside.)
  const describing = (token: Token | undefined) => token?.pos === "ADJ" && token.lower !== "such";
  return (
    tokens.some((token) => token.value === ",") &&
    tokens.every((token, index) => token.value !== "," || (describing(tokens[index - 1]) && describing(tokens[index + 1])))
  );
};

/** The terms a sentence lists with `term` ("beer, wine or cider"): those joined to it by commas, "and" or "or" alone. */
function listMates(sentence: Sentence, term: Term): Term[] {
  // (Most sentences do not have the term: they are passed over before any searching.)
  if (!sentence.terms.some((entry) => entry.key === term.key)) return [];
  const placed = placesOf(sentence);
  const own = placed.findIndex((place) => place.entry.key === term.key);
  if (own < 0) return [];
  const joined = (left: number) => {
    const [one, next] = [placed[left]!, placed[left + 1]!];
    return /^(?:,|,? (?:and|or)) $/.test(sentence.text.slice(one.at + one.entry.text.length, next.at));
  };
  let [first, last] = [own, own];
  while (first > 0 && joined(first - 1)) first -= 1;
  while (last < placed.length - 1 && joined(last)) last += 1;
  return placed
    .slice(first, last + 1)
    .map((place) => place.entry)
    .filter((entry) => entry.key !== term.key);
}

/**
 * The term's mates in a list of examples the sentence leaves open ("…include iron, copper, nickel
 * and chromium", "…such as images, videos and style sheets"): none where the list is not one.
 */
function openListMates(sentence: Sentence, term: Term): Term[] {
  const mates = listMates(sentence, term);
  if (mates.length === 0) return [];
  const at = sentence.text.toLowerCase().search(new RegExp(`(?<![\\p{L}])${escapeRegExp(term.text.toLowerCase())}(?![\\p{L}])`, "u"));
  if (at < 0) return [];
  const first = Math.min(at, ...mates.map((mate) => sentence.text.toLowerCase().indexOf(mate.text.toLowerCase())).filter((index) => index >= 0));
  return /\b(?:include|includes|included|including|such as|for example|like)\s+$/i.test(sentence.text.slice(0, first)) ? mates : [];
}

/**
 * What a plural defines is one thing by name: "Areas where Irish is still spoken… are called the
 * Gaeltacht" ("What is the Gaeltacht?"): a capitalised name after "the", not in the plural, nor a
 * people named by an adjective ("the Dutch"); or one doing ("Attacks aimed at one named person are
 * called spear phishing": "What is spear phishing?").
 */
const oneName = (found: Definition) =>
  (found.article === "the" && /^\p{Lu}/u.test(found.term) && !/s$/.test(found.term) && !isAdjective(found.term.toLowerCase())) ||
  // (An "-ing" word named by a plural without an article is a mass noun; WordNet has no verb "phish".)
  (found.article === undefined && /\p{L}{3}ing$/u.test(found.term));

/** A true statement to judge, in other words than its source's. */
const trueStatement = (statement: string, explanation: string): DraftQuestion => ({
  questionText: `True or false: ${statement}`,
  questionType: "true_false",
  points: 1,
  explanation,
  answers: [
    { answerText: "True", isCorrect: true },
    { answerText: "False", isCorrect: false },
  ],
});

/**
 * The doing right after the term in the sentence, adverbs between allowed: the verb's lemma and the
 * three words after it ("use" and "tongue twisters to" in "…actors use tongue twisters to practise…").
 */
function doingAfter(sentence: Sentence, term: Term): { verb: string; rest: string[] } | undefined {
  const words = term.text.toLowerCase().split(/\s+/);
  const tokens = sentence.tokens;
  const at = tokens.findIndex((_, start) => words.every((word, offset) => tokens[start + offset]?.lower === word));
  if (at < 0) return undefined;
  let next = at + words.length;
  while (tokens[next]?.pos === "ADV") next += 1;
  if (tokens[next]?.pos !== "VERB") return undefined;
  return { verb: tokens[next]!.lemma, rest: tokens.slice(next + 1, next + 4).map((token) => token.lower) };
}

/** Where each of a sentence's terms first stands in it, in order; found once per sentence. */
function placesOf(sentence: Sentence): { entry: Term; at: number }[] {
  const known = placesBySentence.get(sentence);
  if (known) return known;
  const placed = sentence.terms
    .map((entry) => ({ entry, at: sentence.text.search(wholeWords(entry.text, "u")) }))
    .filter((place) => place.at >= 0)
    .sort((a, b) => a.at - b.at);
  placesBySentence.set(sentence, placed);
  return placed;
}

const placesBySentence = new WeakMap<Sentence, { entry: Term; at: number }[]>();

/**
 * A question that, outside any meaning it quotes, asks of what another sentence gave: "the term",
 * "the name" or "the rule" named the way its sentence does, bare (not "the term for…", "the name
 * of…", nor "the word boycott" or "the name Peterloo", which say which; read in the sentence, whose
 * verb the reading tags in context); or "similar" things where the sentence does not say similar
 * to what ("Where were similar patterns found?"; not "…later cases with similar facts", quoted); or
 * a place it calls "there".
 */
function leansOnName(question: string, sentence: Sentence): boolean {
  const { tokens } = sentence;
  const unquoted = question.replace(/[“"][^”"]*[”"]/g, "…");
  if (/\bsimilar\s+\p{Ll}/u.test(unquoted) && !/\bsimilar\s+to\b/i.test(sentence.text)) return true;
  // ("In what year did the Dutch East India Company found a supply station there?": "there" at the
  // question's end is a place another sentence named.)
  if (/\sthere\?$/.test(unquoted)) return true;
  return tokens.some((token, index) => {
    const next = tokens[index + 1];
    return (
      index > 0 &&
      tokens[index - 1]!.lower === "the" &&
      (nameWords.test(token.lower) || token.lower === "rule") &&
      !["NOUN", "PROPN", "ADJ", "NUM", "PUNCT"].includes(next?.pos ?? "") &&
      !/^(?:for|of)$/.test(next?.lower ?? "") &&
      new RegExp(`\\bthe ${token.lower}\\b(?! (?:for|of)\\b)`, "i").test(unquoted)
    );
  });
}

/**
 * "When did English lose such a distinction?", "True or false: …a contract without such a clause…":
 * "such a" and a noun is one another sentence told, and the question says not which; "such an
 * acidic liquid" and "such a crowd that…" only say how much (the question may come from a sentence
 * that has one where it does not quote it: "In what year did the Manhattan Project begin?").
 */
function leansOnSuch(question: string): boolean {
  // (A blank after it is its noun: "English lost such a _____ when…".)
  // ("…a person in their own home has no such duty": so is "no such", "any such" or "one such" and a noun.)
  // ("…can build up in such buildings", "Without such protection, …": and "such" and a bare noun.)
  const found = /\b(?:such an?|(?:no|any|one) such|such(?! as\b)) (\p{L}+|_+)([^,.;:?]*)/iu.exec(question);
  if (!found) return false;
  // (Nor one the same sentence names before it: "…protected by a tree preservation order…, and breaking such an order…".)
  // (In its singular or as the doing it names: "An object counts as treasure… if it is found together
  // with such objects", "…can be removed for cause, and there is no limit on such removals".)
  const before = question.slice(0, found.index);
  const word = found[1]!.toLowerCase();
  const singular = word.replace(/(?<=\p{L}{3})s$/u, "");
  const doing = /^(\p{L}{3,}?)e?(?:al|ion|ation|ition|ment|ance|ence|ure)$/u.exec(singular)?.[1];
  if (
    [word, singular].some((form) => wholeWords(form, "iu").test(before)) ||
    (doing !== undefined && new RegExp(`\\b${doing}e?(?:s|d|ed|ing)?\\b`, "iu").test(before))
  )
    return false;
  // ("…a mammal that lays eggs, one of only a few such animals": a few or many "such" are of the kind the sentence just told.)
  if (/\b(?:few|many|several)\s+$/i.test(before)) return false;
  return !(isAdjective(found[1]!.toLowerCase()) && !isNoun(found[1]!.toLowerCase())) && !/\bthat\b/.test(found[2]!);
}

/**
 * "The term comes from an old French phrase…", "The name may come from pygg, a kind of orange clay…":
 * a bare "the term" or "the name" as the subject is the one another sentence gave, and the sentence
 * quoted whole (a cloze, a statement) says not which; what it defines on the way ("What is pygg?") stands.
 */
const opensWithBareName = ({ tokens }: Sentence) => {
  // ("The local name is called an endonym": with a describing word before it too.)
  const at = tokens[1]?.pos === "ADJ" ? 2 : 1;
  return tokens[0]?.lower === "the" && nameWords.test(tokens[at]?.lower ?? "") && ["VERB", "AUX"].includes(tokens[at + 1]?.pos ?? "");
};

/** Words of how often or how well known that pick out an example ("a common case", "the best-known example"). */
const ranking = String.raw`(?:most\s+)?(?:common|commonest|typical|classic|famous|well-known|best-known|familiar|simple|simplest|frequent|notable|striking|extreme|rare|obvious|clear)`;
/** "A common case is…", "A common English example is…": such an example, with the language or the place it is one of, named as a subject. */
const rankedExample = new RegExp(String.raw`^(?:An?|One|Another|The)\s+${ranking}\s+(?:\p{Lu}\p{Ll}+\s+)?(?:example|instance|case)\s+(?:is|was)\b`, "u");
/** "The best-known example came in the 1970s…": "the" such example, doing anything, and not said of what. */
const theRankedExample = new RegExp(String.raw`^The\s+${ranking}\s+(?:example|instance|case)\s+(?!of\b)\p{Ll}`, "u");

/**
 * The sentence has a pronoun that points back to another: at its opening ("It has four chambers",
 * "They do not work against viruses", "In that case…", "Such differences…") or before any noun
 * ("Below it lies the dermis").
 * `topicHeads` are the nouns the passage's first sentence names its topic by ("effect", "practice"),
 * which "the" alone may name.
 */
/** What may follow a definition's head: its end, a comma, or a preposition or clause that narrows it. */
const headEnds = /^(?:$|[,.]|\s+(?:in|of|on|at|that|which|who|where|when|by|from|for|with|to|between|against)\b)/;

/** Nouns that name people only by their part in an event ("victims", "attackers", "strikers", "marchers", "crusaders"). */
const eventRoles =
  /^(?:victim|attacker|assailant|striker|protester|protestor|demonstrator|rioter|marcher|survivor|casualty|casualties|witness|suspect|perpetrator|culprit|offender|hostage|captive|looter|raider|invader|defender|rebel|mutineer|fugitive|participant|crusader)s?$/;

const leansOnAnother = (sentence: Sentence, topicHeads: ReadonlySet<string> = new Set()) => {
  const { tokens } = sentence;
  // ("This splitting of light into its colours is called dispersion" names in full what it points to.)
  // (Not "This kind of reaction is called polymerisation": a kind of what the sentence before told.)
  const namesInFull =
    /^(?:This|These)\s+(?:\S+\s+){3,}(?:is|are)\s+(?:called|known as|termed)\s/.test(sentence.text) &&
    !/^(?:This|These)\s+(?:\S+\s+)?(?:kind|type|sort|form|class|variety)s?\s+of\b/.test(sentence.text);
  if (/^(?:it|its|they|their|them|this|these|those|he|she|his|her|others)$/.test(tokens[0]?.lower ?? "") && !namesInFull) return true;
  // ("Some birds, such as certain hummingbirds, do the same": "do the same" with no doing before it
  // in the sentence stands for one another sentence told; not "…does the same as…", which says
  // what it is likened to.)
  const same = tokens.findIndex(
    (token, index) =>
      /^(?:do|does|did|doing|done)$/.test(token.lower) &&
      tokens[index + 1]?.lower === "the" &&
      tokens[index + 2]?.lower === "same" &&
      // (Not "does the same amount of work", whose "same" has its noun.)
      (tokens[index + 3] === undefined || ["PUNCT", "ADV", "CCONJ", "SCONJ"].includes(tokens[index + 3]!.pos)) &&
      tokens[index + 3]?.lower !== "as",
  );
  if (same > 0 && !tokens.slice(0, same).some((token) => token.pos === "VERB")) return true;
  // ("One reason is that changing a price has costs": one reason of what another sentence told; "One
  // reason for the delay is…" says of what.)
  if (/^(?:One|Another|A second|A third|A further|The main|The chief) (?:reason|cause|explanation|factor|problem) (?:is|was)\b/.test(sentence.text))
    return true;
  // ("Stirred in a container, it can keep circling…": a pronoun opening the clause after an opening
  // participle's phrase.)
  const firstComma = tokens.findIndex((token) => token.value === ",");
  if (
    tokens[0]?.pos === "VERB" &&
    /\p{Ll}(?:ed|en|ing)$/u.test(tokens[0].lower) &&
    firstComma > 1 &&
    /^(?:it|they|this|these)$/.test(tokens[firstComma + 1]?.lower ?? "")
  )
    return true;
  // ("There almost all of the deputies swore…": an opening "There" that is no "there is" or "there
  // came" is a place another sentence named.)
  if (tokens[0]?.lower === "there") {
    const after = tokens.slice(1).find((token) => token.pos !== "ADV");
    if (after !== undefined && !["VERB", "AUX"].includes(after.pos) && !modalVerb.test(after.lower)) return true;
  }
  // ("Another is that trees sense the light…": "another" standing alone for its noun is one more of what another sentence named.)
  if (tokens[0]?.lower === "another" && ["VERB", "AUX"].includes(tokens[1]?.pos ?? "")) return true;
  // (So is one after "is" with no noun of its own: "The possessive 's is another, because…".)
  if (
    tokens.some(
      (token, index) =>
        token.lower === "another" && tokens[index - 1]?.lemma === "be" && (tokens[index + 1] === undefined || tokens[index + 1]!.pos === "PUNCT"),
    )
  )
    return true;
  // ("If the parent never does so, the child remains a zombie": "do so" with no doing before it in
  // the sentence, other than one it completes, "fail to do so", stands for one another sentence told;
  // not "…can arrest someone who does so", nor "did so well", which says how.)
  const doSo = tokens.findIndex(
    (token, index) =>
      /^(?:do|does|did|doing|done)$/.test(token.lower) &&
      tokens[index + 1]?.lower === "so" &&
      (tokens[index + 2] === undefined || ["PUNCT", "ADP", "CCONJ", "SCONJ"].includes(tokens[index + 2]!.pos)),
  );
  if (doSo >= 0 && !tokens.slice(0, doSo).some((token, index) => token.pos === "VERB" && !(tokens[index + 1]?.lower === "to" && index + 2 === doSo)))
    return true;
  // ("Most have five arms, and…": a quantity standing alone for its subject counts what another sentence named.)
  if (
    /^(?:most|many|some|several|few|both|all|each|neither|either)$/.test(tokens[0]?.lower ?? "") &&
    ["VERB", "AUX", "NOUN"].includes(tokens[1]?.pos ?? "") &&
    (tokens[1]!.pos !== "NOUN" || /^(?:will|would|can|could|may|might|must|should)$/.test(tokens[1]!.lower))
  )
    return true;
  // ("Most last less than twenty minutes…": the tagger reads "last" as an adjective, but no noun follows the quantity.)
  if (/^(?:most|many|some|several|few|both|all)$/.test(tokens[0]?.lower ?? "") && tokens[1]?.lower !== "of") {
    let at = 1;
    while (["ADJ", "ADV"].includes(tokens[at]?.pos ?? "")) at += 1;
    // (Not "Many fast-food chains…": a hyphen joins the adjective to its noun.)
    if (at > 1 && !["NOUN", "PROPN", "NUM"].includes(tokens[at]?.pos ?? "") && tokens[at]?.value !== "-") return true;
  }
  // ("In the twentieth century many were replaced by green boards…": so does one after an opening
  // phrase of time or place, with or without its comma, before the clause's first verb.)
  if (
    tokens[0]?.pos === "ADP" &&
    tokens.some(
      (token, index) =>
        index > 1 &&
        /^(?:most|many|some|several|few|both|all|others)$/.test(token.lower) &&
        (["NOUN", "NUM", "PROPN"].includes(tokens[index - 1]!.pos) || tokens[index - 1]!.value === ",") &&
        ["VERB", "AUX"].includes(tokens[index + 1]?.pos ?? "") &&
        !tokens.slice(0, index).some((before) => before.pos === "VERB" || before.pos === "AUX"),
    )
  )
    return true;
  // ("One stores hydroquinones…, and the other holds enzymes": one of two another sentence named.)
  if (
    tokens[0]?.lower === "one" &&
    (["VERB", "AUX"].includes(tokens[1]?.pos ?? "") || tokens.some((token, index) => token.lower === "the" && tokens[index + 1]?.lower === "other"))
  )
    return true;
  // ("The crew of a passing British ship boarded her…": "her" or "him" as an object, with no person
  // named before it in the sentence, is someone, or a ship, another sentence named; so is "he" or
  // "she" after an opening phrase or inside a clause: "In 1847 he ordered…", "…confirmed that he had been right".)
  // (Not one inside a quotation, which is its own: "…while "He who hesitates is lost" recommends…".)
  const quoted = new Set<number>();
  let open = false;
  tokens.forEach((token, index) => {
    if (/^["“”]$/.test(token.value)) open = token.value === "“" || (token.value === '"' && !open);
    else if (open) quoted.add(index);
  });
  // ("A message may end up there because…": "there" as a place after a verb, or after a verb and its
  // particle, with no place the sentence named before it, is a place another sentence named; not the
  // "there" of "there are", nor "…sailed to Odessa and stayed there", "Little sunlight reaches the
  // forest floor, so few plants grow there", "…visited almost every village and recorded… how many
  // people lived there": a name, a phrase after a preposition or a noun after the first verb may be
  // the place.)
  const thereAt = tokens.findIndex(
    (token, index) =>
      index > 1 &&
      token.lower === "there" &&
      !quoted.has(index) &&
      (tokens[index - 1]!.pos === "VERB" || tokens[index - 1]!.lower === "from" || (tokens[index - 1]!.pos === "ADP" && tokens[index - 2]!.pos === "VERB")) &&
      !["VERB", "AUX"].includes(tokens[index + 1]?.pos ?? ""),
  );
  const firstVerb = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  if (
    thereAt > 0 &&
    !tokens
      .slice(0, thereAt - 1)
      .some(
        (token, index) =>
          token.pos === "PROPN" ||
          (token.pos === "NOUN" && index > firstVerb) ||
          (token.pos === "ADP" && ["DET", "NOUN", "PROPN", "ADJ", "NUM"].includes(tokens[index + 1]?.pos ?? "")),
      )
  )
    return true;
  // ("The edict declared that all his lands would stay together…": so is "his" with no one named
  // before it, nor after it in an opening phrase, "In his lifetime, Darwin…".)
  // ("The male keeps the single egg warm on his feet…": an animal's sex is someone too.)
  const someone = (before: Token, at: number) =>
    (before.pos === "PROPN" && tokens[at + 1]?.pos !== "NOUN") ||
    (before.pos === "NOUN" && canBePerson(before.lemma)) ||
    (/^(?:male|female)$/.test(before.lower) && tokens[at - 1]?.lower === "the");
  const hisAt = tokens.findIndex((token, index) => index > 0 && !quoted.has(index) && token.lower === "his");
  // (The clause's own verb: not "To prove his case, Marshall drank…".)
  const verbAt = tokens.findIndex((token, index) => (token.pos === "VERB" || token.pos === "AUX") && tokens[index - 1]?.lower !== "to");
  if (hisAt > 0 && !tokens.slice(0, hisAt).some(someone) && !(hisAt < verbAt && tokens.slice(hisAt, verbAt).some((token, at) => someone(token, hisAt + at))))
    return true;
  if (
    tokens.some(
      (token, index) =>
        !quoted.has(index) &&
        (/^(?:he|she)$/.test(token.lower) || (/^(?:her|him)$/.test(token.lower) && !["NOUN", "PROPN", "ADJ"].includes(tokens[index + 1]?.pos ?? ""))) &&
        // ("Together with the physicist Denis Osborne, he published…": a name in an opening phrase is not
        // the subject that follows it.)
        ((tokens[index - 1]?.value === "," &&
          /^(?:he|she)$/.test(token.lower) &&
          !tokens.slice(0, index).some((before) => ["VERB", "AUX"].includes(before.pos))) ||
          // (A name that only describes a noun, "a passing British ship", is no one.)
          !tokens.slice(0, index).some(someone)),
    )
  )
    return true;
  // ("Under the duty to mitigate, it must take reasonable steps…": an "it" or "they" that is the
  // subject after an opening phrase and its comma, which `analyse` did not read as what it stands
  // for, stands for what another sentence named; not an "it" that stands for nothing, "In winter,
  // it is hard to…".)
  // (A verb inside the phrase is no clause's: "to mitigate", "Using…".)
  // (Nor one of an aside inside it: "Together with maintenance, which is funding another's lawsuit
  // without taking a share, it was once both a crime…".)
  const aside = new Set<number>();
  tokens.forEach((token, index) => {
    if (token.value === "," && /^(?:which|who)$/.test(tokens[index + 1]?.lower ?? ""))
      for (let at = index + 1; at < tokens.length && tokens[at]!.value !== ","; at += 1) aside.add(at);
  });
  const clauseVerb = (token: Token, index: number) =>
    (token.pos === "VERB" || token.pos === "AUX") && tokens[index - 1]?.lower !== "to" && !/\p{Ll}ing$/u.test(token.value) && !aside.has(index);
  const subjectAt = tokens.findIndex(clauseVerb) - 1;
  if (
    subjectAt > 1 &&
    /^(?:it|they)$/.test(tokens[subjectAt]!.lower) &&
    tokens[subjectAt - 1]!.value === "," &&
    !(
      tokens[subjectAt]!.lower === "it" &&
      (/^(?:takes|took)$/.test(tokens[subjectAt + 1]!.lower) ||
        (tokens[subjectAt + 2]?.pos === "ADJ" && /^(?:to|that|for)$/.test(tokens[subjectAt + 3]?.lower ?? "")))
    )
  )
    return true;
  // ("Such differences show that…": differences another sentence gave.)
  if (tokens[0]?.lower === "such" && tokens[1]?.lower !== "as") return true;
  // ("Speakers of such languages find it odd…", "In such cases…": so is "such" and a plural inside
  // the sentence; not "such … that", which says how much; nor one the sentence told before it, "…can
  // be removed for cause, and there is no limit on such removals", "…a mammal that lays eggs, one of
  // only a few such animals".)
  if (
    tokens.some(
      (token, index) =>
        index > 0 &&
        token.lower === "such" &&
        tokens[index + 1]?.pos === "NOUN" &&
        tokens[index + 1]!.lower !== tokens[index + 1]!.lemma &&
        /s$/.test(tokens[index + 1]!.lower) &&
        !tokens.slice(index + 2).some((word) => word.lower === "that") &&
        !tokens.slice(0, index).some((word) => word.pos !== "PUNCT" && word.lower.slice(0, 5) === tokens[index + 1]!.lower.slice(0, 5)) &&
        !(tokens[index - 1]?.lower === "few" && tokens.slice(0, index).some((word, at) => word.lower === "one" && tokens[at + 1]?.lower === "of")),
    )
  )
    return true;
  // "…did Robert Hooke describe this law", "…regulate these natural monopolies": what another sentence named.
  // (Not "…warms a room in this way: air next to it…", where a colon says what "this" is; nor "…looks
  // lighter on top and darker underneath, and this shading reveals…", where the clause before ", and"
  // in the same sentence tells it.)
  const toldBefore = (index: number) =>
    tokens[index - 1]?.lower === "and" &&
    tokens[index - 2]?.value === "," &&
    tokens.slice(0, index - 2).some((token) => token.pos === "VERB" || token.pos === "AUX");
  if (
    tokens.some(
      (token, index) =>
        index > 0 &&
        /^(?:this|these)$/.test(token.lower) &&
        ["NOUN", "ADJ"].includes(tokens[index + 1]?.pos ?? "") &&
        tokens[index + 2]?.value !== ":" &&
        !toldBefore(index),
    )
  )
    return true;
  // "A password manager solves this by generating…", "An aircraft flying faster than this…": "this"
  // or "these" standing alone after a verb or a preposition is what another sentence said. (Not
  // "…of this saturated zone", nor "…boils at 100 degrees…, and … cannot rise above this", where a
  // number before it is what it stands for.)
  const standsAlone = (next: Token | undefined, after: Token | undefined) =>
    !["NOUN", "PROPN", "ADJ", "NUM"].includes(next?.pos ?? "") &&
    !(next?.pos === "VERB" && /(?:ed|ing)$/.test(next.lower) && ["NOUN", "ADJ"].includes(after?.pos ?? ""));
  if (
    tokens.some(
      (token, index) =>
        index > 0 &&
        /^(?:this|these)$/.test(token.lower) &&
        // (after "did" too: "Programmers in the 1960s and 1970s did this to save…")
        (["VERB", "ADP"].includes(tokens[index - 1]!.pos) || /^(?:do|does|did)$/.test(tokens[index - 1]!.lower)) &&
        standsAlone(tokens[index + 1], tokens[index + 2]) &&
        !tokens.slice(0, index).some((before) => before.pos === "NUM"),
    )
  )
    return true;
  // "A classic example is a coal mine…": so is one that names the example after it; "The alternative
  // is to drop…" is the other choice to what another sentence told.
  if (/^(?:An?|One|Another)\s+(?:[\p{L}-]+\s+)?(?:example|instance|exception)\s+(?:is|was)\b/u.test(sentence.text)) return true;
  // ("A common case is a loop over an array…", "The best-known example is the making of quicklime",
  // "A common English example is saying…", with the language or the place it is one of:
  // a case, or the example, that a word of how often or how well known picks out, is one of what
  // another sentence told; "the" one is, whatever it does, "The best-known example came in the
  // 1970s…", unless the sentence says of what ("A famous case held that…" only tells of one); "There
  // are exceptions: …" are exceptions to it.)
  if (rankedExample.test(sentence.text) || theRankedExample.test(sentence.text)) return true;
  if (/^There\s+(?:are|were)\s+(?:\p{Ll}+\s+)?exceptions\b(?!\s+to\b)/u.test(sentence.text)) return true;
  // ("Calcium chloride, sodium hydroxide and magnesium chloride are common examples.": examples, cases
  // or instances that end the sentence, of nothing it names, are of what another sentence told, and so
  // is "the" one, "Feathers are the classic example."; "The same happens near the wall of a bowl": so
  // is "the same" that happens or holds, as a subject.)
  // ("Tomato ketchup is a familiar example: it may refuse…": so do ones a colon then tells of.)
  // (Not a count of them: "There are four cases: nominative, …".)
  if (
    /\s(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(?:(?!(?:two|three|four|five|six|seven|eight|nine|ten|twelve|several|many|\d+)\s)[\p{L}-]+\s+)?(?:examples?|instances?|cases?)(?:\.$|:)/u.test(
      sentence.text,
    )
  )
    return true;
  if (/^The same\s+(?:happens|happened|occurs|occurred|applies|applied|holds|held|goes|went|is true|was true)\b/u.test(sentence.text)) return true;
  // ("Mapmakers must decide which form to print.": a choice of "which" form, version or option, ending
  // the sentence with no options named in it, is among options another sentence gave; "…to decide
  // which columns to index" names its own.)
  if (
    /\b(?:decide|decides|decided|choose|chooses|chose|pick|picks|picked|select|selects|selected|determine|determines|determined)\s+(?:which|what)\s+(?:form|version|option|one|side|spelling|name|variant|method|approach|kind|type)\s+to\s+\p{Ll}+\.$/u.test(
      sentence.text,
    ) &&
    !/\b(?:between|or)\b|:/.test(sentence.text)
  )
    return true;
  // ("The first was passed by the English Parliament in 1677…": an opening ordinal with no noun of its
  // own counts what another sentence named; "One theory is that the lining… becomes irritated": a
  // theory or an explanation that says not of what answers what another sentence asked.)
  // (Not one that describes a noun after it: "The first recorded games took place…".)
  if (
    tokens[0]?.lower === "the" &&
    /^(?:first|second|third|last|latest|earliest|next|former|latter)$/.test(tokens[1]?.lower ?? "") &&
    ["VERB", "AUX"].includes(tokens[2]?.pos ?? "") &&
    !["NOUN", "PROPN"].includes(tokens[3]?.pos ?? "")
  )
    return true;
  if (/^(?:One|Another|A|The|An)\s+(?:\p{Ll}+\s+)?(?:theory|explanation|hypothesis|possibility|suggestion)\s+(?:is|was)\s+that\b/u.test(sentence.text))
    return true;
  // ("Many countries now raise their thresholds… in line with inflation to prevent it": an "it" after
  // a verb of preventing or treating that ends the sentence, which the reading could not take for the
  // passage's topic, may stand for the topic or for what the sentence names.)
  if (!sentence.sources && objectOfCare.test(sentence.text) && !tokens.some((token) => topicHeads.has(token.lemma))) return true;
  // ("…yet can buy no more than before": "than before" standing alone compares with a time another sentence told.)
  // (Not where the sentence names the time: "…as it did two hundred years ago, while factories make far more goods… than before".)
  if (
    tokens.some((token, index) => token.lower === "before" && tokens[index - 1]?.lower === "than" && /^[.,;:]?$/.test(tokens[index + 1]?.value ?? "")) &&
    !tokens.some((token) => token.pos === "NUM" || token.lower === "ago")
  )
    return true;
  if (/^(?:The|An|One) alternative (?!to\b)/.test(sentence.text)) return true;
  // ("…build the same idea into their interfaces", "Soap bubbles show colours for the same reason": "the
  // same" idea, effect or reason, with no "as" after it, is one another sentence told; not one a clause
  // before it in the sentence told, "…by stick-slip, and the same effect causes…", "The law is named
  // after Thomas Gresham…, although earlier writers had described the same effect", nor one that
  // things the sentence names share, "Different languages can express the same idea…"; an "and" inside
  // an example set off by commas joins no clauses, "Streaming libraries, such as those in Node.js and
  // Java's Reactive Streams, build the same idea…".)
  // (The words of an example set off by a comma and "such as", up to the next comma, semicolon or
  // colon; a full stop inside it is part of a name, "Node.js".)
  const inExample = new Set<number>();
  tokens.forEach((token, index) => {
    if (token.lower === "such" && tokens[index + 1]?.lower === "as" && tokens[index - 1]?.value === ",")
      for (let at = index + 2; at < tokens.length && !/^[,;:]$/.test(tokens[at]!.value); at += 1) inExample.add(at);
  });
  // ("Government spending shows the same pattern: budgets that expand…": what a colon or a semicolon
  // goes on to say is no "as" or "that" of the likeness; "Brewers use a similar effect when yeast
  // cells clump…": "a similar" one, with no "to" after it, is like one another sentence told.)
  const likenessEnd = tokens.findIndex((word) => word.value === ":" || word.value === ";");
  if (
    tokens.some(
      (token, index) =>
        ((token.lower === "same" && tokens[index - 1]?.lower === "the") || (token.lower === "similar" && tokens[index - 1]?.lower === "a")) &&
        /^(?:idea|principle|effect|reason|trick|technique|method|approach|device|strategy|pattern|process|mechanism|way|manner|fashion)$/.test(
          tokens[index + 1]?.lower ?? "",
        ) &&
        !tokens
          .slice(index + 2, likenessEnd > index ? likenessEnd : undefined)
          .some((word) => /^(?:as|that|to)$/.test(word.lower) && !(word.lower === "to" && token.lower === "same")) &&
        !tokens.slice(0, index).some(
          (word, at) =>
            // ("Crabs and spiders can shed legs in a similar way": an "and" that joins two subjects, with
            // no verb before it, says not what "a similar" one is like, as things sharing "the same" one do.)
            (word.pos === "CCONJ" &&
              !inExample.has(at) &&
              (token.lower === "same" || tokens.slice(0, at).some((before) => before.pos === "VERB" || before.pos === "AUX"))) ||
            word.pos === "SCONJ" ||
            /^(?:although|though|whereas|while|different|both|two|all|each|every|share|shares|shared)$/.test(word.lower),
        ),
    )
  )
    return true;
  // ("The scenes damaged Hoover badly…", "The right can be lost": a subject that is "the" and a word
  // for what another sentence told, and nothing more, is that; not the passage's own topic, which
  // the quiz is about, named so or by a word WordNet relates to it: "The reaction releases heat"
  // after "The thermite reaction is…", "The rule protects people…" after "Res judicata is the
  // principle that…".)
  // (Nor "the idea", which is the topic's own: "The idea comes from a story…"; nor a participle that
  // says which, before the sentence's own verb, "The method used to work out how each weight should
  // change is called…"; "The rules aimed to stop…" is the rules' doing.)
  if (
    tokens[0]?.lower === "the" &&
    pointingHeads.test(tokens[1]?.lower ?? "") &&
    !nameWords.test(tokens[1]!.lower) &&
    !/^(?:idea|concept|notion)s?$/.test(tokens[1]!.lower) &&
    ["VERB", "AUX"].includes(tokens[2]?.pos ?? "") &&
    !(
      /\p{Ll}(?:ed|en|wn)$/u.test(tokens[2]!.value) &&
      ["ADP", "PART"].includes(tokens[3]?.pos ?? "") &&
      tokens.slice(4).some((token) => /^(?:is|are|was|were)$/.test(token.lower))
    ) &&
    ![...topicHeads].some((head) => head === tokens[1]!.lemma || related(head, tokens[1]!.lemma))
  )
    return true;
  // ("Grasshoppers rub a leg against a wing instead": "instead" with no "instead of", and nothing the
  // sentence sets against it, "rather than…", "not…", "difficult…", is in place of what another
  // sentence told; not after a clause of its own and ", and", ", but" or ", so", which may tell it:
  // "Hard water makes it difficult for soap to form a lather, and it leaves a grey scum instead",
  // "Pure white text… can be tiring to read, so designers often use dark grey instead".)
  const insteadAt = tokens.findIndex((token, index) => token.lower === "instead" && tokens[index + 1]?.lower !== "of" && index > 0);
  if (
    insteadAt > 0 &&
    !tokens.some((token) => /^(?:rather|not|n't|never|no|but|difficult|unable|cannot|fail|fails|failed)$/.test(token.lower)) &&
    !tokens
      .slice(0, insteadAt)
      .some(
        (token, index) =>
          token.value === "," &&
          /^(?:and|but|so)$/.test(tokens[index + 1]?.lower ?? "") &&
          tokens.slice(0, index).some((word) => word.pos === "VERB" || word.pos === "AUX"),
      )
  )
    return true;
  // ("…, which neutralises those charges.": "those" and a noun that nothing after it picks out, "those
  // that…", "those found in…", are ones another sentence named.)
  // (Not after a clause of time or place that picks them out: "…learn when people are home and heat only those hours".)
  if (
    !tokens.some((token) => /^(?:when|where|whenever|wherever)$/.test(token.lower)) &&
    tokens.some((token, index) => {
      if (token.lower !== "those" || index === 0) return false;
      let end = index + 1;
      while (["ADJ", "NOUN"].includes(tokens[end]?.pos ?? "")) end += 1;
      // ("…fails to hide those details completely": an adverb may end the clause after them.)
      let after = end;
      while (tokens[after]?.pos === "ADV") after += 1;
      // (Nor ones the sentence named before it: "…leaves out costs that fall on others…, and a sin tax adds part of those costs back".)
      return (
        end > index + 1 &&
        tokens[end - 1]!.pos === "NOUN" &&
        (tokens[after] === undefined || /^[.,;:]$/.test(tokens[after]!.value)) &&
        !tokens.slice(0, index).some((word) => tokens.slice(index + 1, end).some((own) => own.pos === "NOUN" && own.lemma === word.lemma))
      );
    })
  )
    return true;
  // ("The hard, dry pellets that people usually see are a different waste": what the sentence says a
  // thing is, "a different" one with no "from" or "than" after it, differs from one another sentence
  // told; not where the sentence names the things it sets apart, "Each language uses a different
  // word…", "A different version of the same gene…".)
  if (
    tokens.some(
      (token, index) =>
        token.lower === "different" &&
        tokens[index - 1]?.lower === "a" &&
        /^(?:is|are|was|were)$/.test(tokens[index - 2]?.lower ?? "") &&
        !tokens.some((word) => word.lower === "same") &&
        tokens[index + 1]?.pos === "NOUN" &&
        !tokens.slice(index + 2).some((word) => /^(?:from|than|to)$/.test(word.lower)) &&
        !tokens.slice(0, index).some((word) => word.pos === "CCONJ" || /^(?:each|every|both|two|all|another|other|than)$/.test(word.lower)),
    )
  )
    return true;
  // "Overfishing of the oceans is a modern example.": an example of what another sentence said.
  if (/\b(?:is|are|was|were)\s+(?:an?|one|another)\s+(?:[\p{L}-]+\s+)?(?:example|instance|case)\.?$/u.test(sentence.text)) return true;
  // "…can stick to a wall for this reason", "As a result, …": a reason or a result given in another sentence.
  if (/\b(?:for (?:this|that) reason|because of (?:this|that)|as a result(?! of))\b/i.test(sentence.text)) return true;
  // "When the two meet, they form a column": "the two", "both", "the latter" name what another sentence did.
  // ("the two countries" names them; "the two meet" does not.)
  const named = (token: Token | undefined) =>
    token !== undefined && (token.pos === "ADJ" || (token.pos === "NOUN" && /s$/.test(token.lower)) || irregularPlurals.has(token.lower));
  if (tokens.some((token, index) => token.lower === "the" && /^(?:two|three|former|latter)$/.test(tokens[index + 1]?.lower ?? "") && !named(tokens[index + 2])))
    return true;
  // "The same principle is now used…", "The same mixture also boils…": the same as what another sentence told.
  if (tokens[0]?.lower === "the" && tokens[1]?.lower === "same" && tokens[2]?.pos === "NOUN") return true;
  // "Going down works the other way round": the way another sentence told, turned about.
  if (/\b(?:the other way (?:round|around)|vice versa)\b/i.test(sentence.text)) return true;
  // "However, tourism can also push up…", "By contrast, …": a contrast with what another sentence said.
  if (/^(?:However|Nevertheless|Nonetheless|Instead|Even so|By contrast|In contrast|On the other hand),/.test(sentence.text)) return true;
  // "That is why the second syllable of "photograph"…": the reason is what another sentence said.
  if (/^(?:That|This)\s+(?:is|was)\s+(?:why|how|because)\b/.test(sentence.text)) return true;
  // ("A server that stays offline longer than that…": "than that" or "than this" standing alone
  // compares with what another sentence gave.)
  if (
    tokens.some(
      (token, index) =>
        /^(?:that|this)$/.test(token.lower) &&
        tokens[index - 1]?.lower === "than" &&
        // (A helping verb the tagger read as a noun is no noun: "…longer than that can bring…".)
        !(["NOUN", "ADJ", "NUM"].includes(tokens[index + 1]?.pos ?? "") && !modalVerb.test(tokens[index + 1]!.lower)) &&
        // (Not "…rather than that of their parents", which says whose.)
        !/^(?:of|which|who|in|for)$/.test(tokens[index + 1]?.lower ?? ""),
    )
  )
    return true;
  // "In that case, a woman found…", "At this point…", "Once that period has passed…": a place, a time
  // or a thing in another sentence.
  if (
    (tokens[0]?.pos === "ADP" || /^(?:once|when|after|before|until|since|if|as|while)$/.test(tokens[0]?.lower ?? "")) &&
    /^(?:this|that|these|those)$/.test(tokens[1]?.lower ?? "") &&
    (tokens[0]!.pos === "ADP" || ["NOUN", "ADJ"].includes(tokens[2]?.pos ?? ""))
  )
    return true;
  const firstNoun = tokens.findIndex((token) => token.pos === "NOUN" || token.pos === "PROPN");
  // …or in the subject, before the verb ("Points outside it cannot be reached").
  if (tokens.some((token, index) => /^(?:it|them)$/.test(token.lower) && (firstNoun < 0 || index < firstNoun || (firstVerb >= 0 && index < firstVerb))))
    return true;
  // "…the part of the word that is left when they are removed": "they" after no plural or person it could stand for.
  const theyAt = tokens.findIndex((token) => /^(?:they|them)$/.test(token.lower));
  // ("Because they eat almost anything, …, crows do well…": a "they" in an opening clause stands for
  // the plural subject of the clause after its comma.)
  // (Not one the opening clause names itself: "When they collide with gases…, the gases give off light".)
  const subjectAfter = (comma: number) => {
    let at = comma + 1;
    while (["DET", "ADJ"].includes(tokens[at]?.pos ?? "")) at += 1;
    const noun = tokens[at];
    return (
      noun?.pos === "NOUN" &&
      noun.lower !== noun.lemma &&
      /s$/.test(noun.lower) &&
      ["VERB", "AUX"].includes(tokens[at + 1]?.pos ?? "") &&
      !tokens.slice(0, comma).some((token) => token.lemma === noun.lemma)
    );
  };
  const ahead =
    /^(?:because|when|if|since|although|while|once|until)$/.test(tokens[0]?.lower ?? "") &&
    tokens.some((token, index) => index > theyAt && token.value === "," && subjectAfter(index));
  if (
    theyAt > 0 &&
    !ahead &&
    !tokens.slice(0, theyAt).some(
      (token, at) =>
        irregularPlurals.has(token.lower) ||
        // (not a span of time: "Within a few years, they were selling…")
        (token.pos === "NOUN" && token.lower !== token.lemma && /s$/.test(token.lower) && nounGroup(token.lemma) !== "time") ||
        // (A plural name ends its name: not "Louis" of "King Louis XVI".)
        (token.pos === "PROPN" && /[^s]s$/.test(token.lower) && tokens[at + 1]?.pos !== "PROPN") ||
        token.pos === "CCONJ" ||
        // (nor "a person accused of a crime while they wait": "they" for one person; but not the
        // subject of the verb "them" follows, "A leader called Ali ibn Muhammad promised them freedom…",
        // which would be "themselves")
        /^(?:anyone|someone|everyone|anybody|somebody|everybody)$/.test(token.lower) ||
        (token.pos === "NOUN" &&
          nounGroup(token.lemma) === "person" &&
          !(tokens[theyAt]!.lower === "them" && tokens[theyAt - 1]?.pos === "VERB" && firstVerb > at)),
    )
  )
    return true;
  // "Johannes Gutenberg printed it in Mainz": "it" as the object of the verb cannot stand for the
  // subject. (Not the "it" of "Salt makes it harder for ice to form", which stands for nothing.)
  // ("Ocean currents carry them south": "them" likewise; "Earwax, ear infections and some medicines
  // can also cause it": after an auxiliary and an adverb too.)
  // ("For a ball whirled on a string, the tension in the string provides it": likewise the main
  // verb's, after an opening phrase and its comma.)
  // (Not "In Japan the fish is eaten…, but only chefs… may prepare it": the comma must close the
  // phrase, which has no verb but a participle after its noun.)
  // (A phrase, not a clause: "As image recognition improved, bots learned to solve them" is for another rule.)
  let opening =
    tokens[0]?.pos === "ADP" && !/^(?:as|since|after|before|until|once|while)$/.test(tokens[0].lower) ? tokens.findIndex((token) => token.value === ",") : -1;
  if (
    tokens
      .slice(0, Math.max(0, opening))
      .some((token, index) => token.pos === "AUX" || (token.pos === "VERB" && !(/(?:ed|ing)$/.test(token.lower) && tokens[index - 1]?.pos === "NOUN")))
  )
    opening = -1;
  const mainVerb = opening > 0 ? tokens.findIndex((token, index) => index > opening && (token.pos === "VERB" || token.pos === "AUX")) : -1;
  // ("Besides gills, they have one or two lungs…": a pronoun opening the clause after the phrase.)
  if (opening > 0 && /^(?:it|its|they|their|this|these)$/.test(tokens[opening + 1]?.lower ?? "")) return true;
  // ("Victims … can apply to a court for one": "one" standing alone after a preposition.)
  // (Not "…the whole flock moves as one".)
  // ("English speakers make one in the middle of "uh-oh"": or after a verb, before a preposition; not "one of".)
  if (
    tokens.some(
      (token, index) =>
        token.lower === "one" &&
        ((/^(?:for|without|with|from|into|on|by)$/.test(tokens[index - 1]?.lower ?? "") &&
          (tokens[index + 1] === undefined || /^[.,;:!?]$/.test(tokens[index + 1]!.value))) ||
          (tokens[index - 1]?.pos === "VERB" &&
            tokens[index + 1]?.pos === "ADP" &&
            // (Not a share, "send one per cent of its traffic", "one in three"; nor "one at a time", "one
            // by one"; nor one of the things an earlier clause names, "Newspapers made criers less
            // necessary, but many towns still keep one…", where the subject before the verb is not it.)
            !/^(?:of|another|per|at|by|after)$/.test(tokens[index + 1]!.lower) &&
            tokens[index + 2]?.pos !== "NUM" &&
            !tokens.slice(0, index - 2).some((before) => before.pos === "NOUN" && before.lower !== before.lemma && /s$/.test(before.lower)))),
    )
  )
    return true;
  const objectIt = tokens.findIndex(
    (token, index) =>
      /^(?:it|them)$/.test(token.lower) &&
      tokens[index - 1]?.pos === "VERB" &&
      // ("Caffeine, alcohol and smoking can make it worse": a quality that ends the clause after it says
      // what becomes of it; not "Salt makes it harder for ice to form", whose "it" stands for nothing,
      // nor "…gives them little energy", where the describing word is its noun's.)
      !(tokens[index + 1]?.pos === "ADJ" && !/^[.,;:]$/.test(tokens[index + 2]?.value ?? ".")) &&
      [firstVerb, mainVerb].some(
        (verb) => verb >= 0 && index > verb && tokens.slice(verb, index).every((word) => ["AUX", "ADV", "PART", "VERB"].includes(word.pos)),
      ),
  );
  if (objectIt > 0) return true;
  // ("Because every request passes through it, it is also a good place…": likewise an "it" after a
  // verb and its preposition, where that verb's subject is the only noun before it; not one that
  // opens a clause, "…exploded before it reached…", nor one that may be a creature, "…bend towards
  // the prey, and… the whole leaf curls around it".)
  const throughIt = tokens.findIndex(
    (token, index) =>
      token.lower === "it" && tokens[index - 1]?.pos === "ADP" && tokens[index - 2]?.pos === "VERB" && !["VERB", "AUX"].includes(tokens[index + 1]?.pos ?? ""),
  );
  if (throughIt > 2) {
    const ownSubject = tokens[throughIt - 3]!;
    const things = tokens.slice(0, throughIt - 2).filter((token) => (token.pos === "NOUN" && token.lower === token.lemma) || token.pos === "PROPN");
    if (ownSubject.pos === "NOUN" && things.length === 1 && things[0] === ownSubject) return true;
  }
  // "Shakespeare filled Romeo's speeches with them": a "them" after a preposition cannot stand for
  // the object of its own verb (that would be "themselves"), so where that object is the only plural
  // before it, it stands for what another sentence named.
  const afterPreposition = tokens.findIndex((token, index) => token.lower === "them" && tokens[index - 1]?.pos === "ADP");
  const plurals = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .some(
        (token) =>
          irregularPlurals.has(token.lower) ||
          token.pos === "CCONJ" ||
          ((token.pos === "NOUN" || token.pos === "PROPN") && token.lower !== token.lemma && /s$/.test(token.lower)) ||
          (token.pos === "PROPN" && /[^s]s$/.test(token.lower)),
      );
  if (afterPreposition > 0 && firstVerb > 0 && tokens[firstVerb]?.pos === "VERB" && firstVerb < afterPreposition && !plurals(0, firstVerb)) {
    const object = tokens.slice(firstVerb + 1, afterPreposition - 1);
    if (object.length > 0 && object.every((token) => !["VERB", "AUX", "ADP", "PUNCT", "SCONJ", "PRON"].includes(token.pos))) return true;
  }
  // ("Oil companies are interested in them too…": a "them" after a verb and its preposition cannot
  // stand for that verb's plural subject, which would be "themselves"; where that subject is the only
  // plural before it, it stands for what another sentence named.)
  // (Not one in an opening clause, which stands for the subject after its comma: "Because so many other
  // species depend on them, keystone species are…".)
  const opensClause =
    /^(?:because|when|if|since|although|though|while|once|until|as|unless|after|before)$/.test(tokens[0]?.lower ?? "") &&
    tokens.some((token, index) => index > afterPreposition && token.value === ",");
  if (afterPreposition > 2 && !opensClause) {
    let subjectAt = afterPreposition - 2;
    while (subjectAt > 0 && ["VERB", "AUX", "ADV", "ADJ", "PART"].includes(tokens[subjectAt]!.pos)) subjectAt -= 1;
    const subject = tokens[subjectAt]!;
    if (
      subject.pos === "NOUN" &&
      (irregularPlurals.has(subject.lower) || (subject.lower !== subject.lemma && /s$/.test(subject.lower))) &&
      tokens.slice(subjectAt + 1, afterPreposition - 1).some((token) => token.pos === "VERB" || token.pos === "AUX") &&
      !plurals(0, subjectAt)
    )
      return true;
  }
  // ("During breeding, cells in its lining fill with fat…": an "its" with no thing before it that could
  // own what it names is another sentence's; not one in an opening clause or phrase whose owner the
  // clause after its comma names, "Because its price rises…, bitcoin is used…", "Until its leaves can
  // make food, the seedling…".)
  const itsAt = tokens.findIndex((token, index) => index > 0 && token.lower === "its");
  // (A thing or a person, one of them, each of them, or a noun the tagger read as a describing word or
  // a verb before "is": "A baby gains its first microbes…", "Each of their atoms has… its outer shell",
  // "When a solid is heated, its…".)
  const thing = (token: Token, index: number) =>
    (token.pos === "NOUN" && (token.lower === token.lemma || zeroPlurals.test(token.lower)) && !irregularPlurals.has(token.lower)) ||
    token.pos === "PROPN" ||
    /^(?:each|every)$/.test(token.lower) ||
    (token.lower === "one" && tokens[index + 1]?.lower === "of") ||
    (["ADJ", "VERB"].includes(token.pos) && tokens[index + 1]?.pos === "AUX" && isNoun(token.lower));
  const verbAfter = (from: number) => tokens.findIndex((token, index) => index > from && (token.pos === "VERB" || token.pos === "AUX"));
  // (The owner may follow in its own clause, "At its height the library may have held…", or, after an
  // opening clause or phrase, in the clause after its comma.)
  const ownerAfter = (at: number) => {
    const verb = verbAfter(at + 1);
    if (verb > 0 && tokens.slice(at + 2, verb).some((token, offset) => thing(token, at + 2 + offset))) return true;
    const comma = tokens.findIndex((token, index) => index > at && token.value === ",");
    if (!["ADP", "SCONJ", "ADV", "PART"].includes(tokens[0]?.pos ?? "") || comma < 0 || tokens.slice(0, at).some((token) => token.value === ",")) return false;
    const mainVerb = verbAfter(comma + 1);
    return mainVerb > 0 && tokens.slice(comma + 1, mainVerb).some((token, offset) => thing(token, comma + 1 + offset));
  };
  if (itsAt > 0 && !tokens.slice(0, itsAt).some(thing) && !ownerAfter(itsAt)) return true;
  // "A customer might use it to recover…": "it" after no thing it could stand for, only people.
  // (Nor a thing named only as an example, "Requiem sharks, such as the tiger shark, cover their eyes
  // with it…", nor the one "it" has a part of, "Humans keep only a small fold of it…".)
  // (Not an "it" that stands for nothing: "Large firms also find it easier and cheaper to borrow…",
  // "…make it hard for rivals to compete".)
  const itAt = tokens.findIndex((token, index) => {
    if (token.lower !== "it") return false;
    let at = index + 1;
    // (A comparative the tagger read as an adverb too: "makes it harder to guess…".)
    const describing = (word: Token | undefined) => word?.pos === "ADJ" || (word?.pos === "ADV" && /\p{Ll}er$/u.test(word.value));
    while (describing(tokens[at]) || (describing(tokens[at - 1]) && /^(?:and|or)$/.test(tokens[at]?.lower ?? "") && describing(tokens[at + 1]))) at += 1;
    return !(at > index + 1 && /^(?:to|for|that)$/.test(tokens[at]?.lower ?? ""));
  });
  return (
    itAt > 0 &&
    !tokens.slice(0, itAt).some(
      (token, index) =>
        !inExample.has(index) &&
        !(index === itAt - 2 && tokens[index + 1]!.lower === "of") &&
        // (Nor a noun that only describes the next, "Requiem sharks", nor an opening plural read as a name, "Humans".)
        tokens[index + 1]?.pos !== "NOUN" &&
        !(index === 0 && token.pos === "PROPN" && /[^s]s$/.test(token.lower) && isNoun(token.lower.slice(0, -1))) &&
        ((token.pos === "PROPN" && nounGroup(token.lower) !== "person") ||
          // (A singular whose lemma is spelt another way is one too: "behaviour", lemma "behavior".)
          (token.pos === "NOUN" &&
            (token.lower === token.lemma || !/s$/.test(token.lower)) &&
            !irregularPlurals.has(token.lower) &&
            nounGroup(token.lemma) !== "person") ||
          // (A doing after a preposition is a thing too: "…grow mainly through franchising because it lets them…".)
          (token.pos === "VERB" && /\p{Ll}ing$/u.test(token.value) && tokens[index - 1]?.pos === "ADP")),
    )
  );
};

/** Nouns that sum up what other sentences told ("the disaster", "the change"), naming nothing themselves. */
const summingUp =
  /^(?:disaster|event|incident|accident|tragedy|crisis|catastrophe|change|decision|move|discovery|problem|situation|development|episode|affair|failure|success|collapse|scandal|reform|campaign)$/;

/** Phrases of a preposition and a noun that say how or where, not what: "at risk", "in time". */
const idioms =
  "at (?:risk|work|home|rest|sea|war|peace|once|large|length|stake|fault|hand)|in (?:time|fact|turn|general|practice|theory|particular|short|total|part|charge|order|case|addition|spite|front|place|terms|favour|return|advance|common|public|person|use|view)|on (?:time|average|purpose|foot|board|hand|display|show)|by (?:hand|chance|accident|heart)|under (?:way|pressure|oath)|(?:no|make|makes|made|making) sense|(?:keep|keeps|kept|keeping) track|into (?:force|effect|being|play)|(?:its|their|his|her|our) ground";

/** Units of time in the plural, which on their own say how long. */
const timeUnits = /^(?:seconds|minutes|hours|days|weeks|months|years|decades|centuries|millennia|ages|generations)$/;

/**
 * The plural unit of time at `start` (ending before `at`) says how long: after a verb or a
 * preposition ("took years to master", "thousands of years"), or beside another unit ("months or
 * even years"); not after "called" or "named", where it is a name ("units called centuries").
 */
function lastsFor(tokens: Token[], start: number, at: number): boolean {
  const before = tokens[start - 1];
  if (/^(?:called|named|as)$/.test(before?.lower ?? "")) return false;
  const near = [...tokens.slice(Math.max(0, start - 3), start), ...tokens.slice(at, at + 3)];
  return ["VERB", "ADP"].includes(before?.pos ?? "") || near.some((token) => timeUnits.test(token.lower));
}

/** Words for one sex, which pick out members of whatever kind they follow. */
const sexes = /^(?:male|males|female|females)$/;

type ArticleUse = "a" | "det" | "bare";

const determiners = /^(?:the|this|that|these|those|its|their|his|her|our|your|my|any|no|some|such|which|what)$/;

/** What the words before a term make of its article: "a", another determiner, or none. */
function articleBefore(before: string, name = false): ArticleUse {
  const words = before.toLowerCase().trim().split(/\s+/).filter(Boolean);
  // Past an adverb: "a partially permeable membrane".
  const [last, earlier] = [words[words.length - 1] ?? "", words[words.length - 2] ?? ""];
  const word = /ly$/.test(last) ? earlier : last;
  // "each", "every", "one" and "another" count, as "a" does: no mass noun after them ("Each starch has…").
  // (So does "single": "the single joey", never "the single moisture".)
  if (/^(?:a|an|each|every|one|another|single)$/.test(word)) return "a";
  // Before a name, "that" and "which" join a clause ("argued that Parliament had…"): no article.
  if (name && /^(?:that|which|what)$/.test(word)) return "bare";
  return determiners.test(word) ? "det" : "bare";
}

/** Words that rank one among others after "a": "A leading explanation…", "a popular theory". */
const rankingWords = /^(?:leading|popular|favoured|favored|prominent)$/;

/**
 * A phrase that opens with a word picking one out of many ("the usual treatment"), or with
 * "common" or a ranking word after "a" ("A common method is the token bucket…", "A leading
 * explanation is…"): it says which one, and names no thing of its own. ("The common cuckoo" names a kind.)
 */
function picksOneOut(phrase: string, sentence: string): boolean {
  const words = phrase.toLowerCase().replace(/^(?:the|a|an)\s+/, "");
  const opening = words.split(/\s+/)[0]!;
  return pickingOut.has(opening) || ((opening === "common" || rankingWords.test(opening)) && afterA(words, sentence));
}

/** The words stand after "a" or "an" in the sentence. */
const afterA = (words: string, sentence: string) => new RegExp(`\\ban?\\s+${escapeRegExp(words)}\\b`, "iu").test(sentence);

/** The classes the passage's definitions put terms in, by key ("An acid is a substance that…": "substance"). */
function generaOf(analysis: Analysis): Set<string> {
  const found = new Set<string>();
  for (const sentence of analysis.sentences) {
    const meaning = definitionIn(sentence.text)
      ?.definition.toLowerCase()
      .replace(/^(?:an?|the)\s+/, "");
    // "Vitamins are substances that the body needs…": a class given without an article is one too.
    const bare = /^[\p{L}\s'-]+?\s(?:is|are)\s+([\p{L}\s'-]+?)\s+(?:that|which|who)\b/iu.exec(sentence.text)?.[1]?.toLowerCase();
    for (const term of sentence.terms) if (bare !== undefined && term.kind === "concept" && term.text.toLowerCase() === bare) found.add(term.key);
    if (meaning === undefined) continue;
    for (const term of sentence.terms) if (term.kind === "concept" && wholeWords(term.text.toLowerCase()).exec(meaning)?.index === 0) found.add(term.key);
  }
  return found;
}

/** The head noun of the noun phrase at `from`, past its article, numbers and adjectives, and past "a kind of", "a group of". */
function headNoun(tokens: Token[], from: number): string | undefined {
  let at = from;
  for (;;) {
    // (…a comma between describing words, and a participle before a noun: "a small, fast sailing ship".)
    while (
      at < tokens.length &&
      (["DET", "ADJ", "NUM", "ADV"].includes(tokens[at]!.pos) ||
        (tokens[at]!.pos === "PROPN" && tokens[at + 1]?.pos === "NOUN") ||
        tokens[at]!.value === "-" ||
        (tokens[at]!.value === "," && tokens[at - 1]?.pos === "ADJ" && ["ADJ", "ADV"].includes(tokens[at + 1]?.pos ?? "")) ||
        (tokens[at]!.pos === "VERB" && /\p{Ll}(?:ing|ed)$/u.test(tokens[at]!.value) && tokens[at + 1]?.pos === "NOUN"))
    )
      at += 1;
    // ("Passivation is the forming of a thin, unreactive layer…": a doing in "-ing" after an article
    // and before "of" is the head, a happening; no "rust" or "iron" is an option for it.)
    if (tokens[at]?.pos === "VERB" && /\p{Ll}ing$/u.test(tokens[at]!.value) && tokens[at - 1]?.pos === "DET" && tokens[at + 1]?.lower === "of")
      return tokens[at]!.lower;
    let end = at;
    while (tokens[end]?.pos === "NOUN") end += 1;
    if (end === at) return undefined;
    const head = tokens[end - 1]!.lemma;
    // ("…the block of elements in the middle of the periodic table": a block or a family of things is of their class.)
    if (!/^(?:type|kind|form|sort|variety|member|collection|group|set|class|block|family)$/.test(head) || tokens[end]?.lower !== "of") return head;
    at = end + 1;
  }
}

/**
 * The nouns the passage's first sentence names its topic by: its subject's noun before any
 * preposition ("rule" of "The rule against perpetuities is…") and the noun of the class it puts it
 * in, the last before what describes it, a word WordNet has as a noun however it was tagged
 * ("condition" of "Psoriasis is a long-term skin condition that causes…"). "The Tyndall effect is
 * the scattering of light…" gives "effect" and "scattering".
 */
function topicHeadsOf(analysis: Analysis): Set<string> {
  const opening = analysis.sentences[0]?.tokens ?? [];
  const verb = opening.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const subject = opening.slice(0, Math.max(0, verb));
  const ownEnd = subject.findIndex((token) => token.pos === "ADP");
  let classAt = -1;
  if (/^(?:is|are|was|were)$/.test(opening[verb]?.lower ?? ""))
    for (let at = verb + 1; at < opening.length && !/^(?:that|which|who|whose|where|of|in|for|with|used|by|from|on|[,.;:])$/.test(opening[at]!.lower); at += 1)
      if (isNoun(opening[at]!.lemma) && !["DET", "ADP", "ADV", "PRON"].includes(opening[at]!.pos)) classAt = at;
  return new Set(
    [
      classAt > 0 ? opening[classAt]!.lemma : undefined,
      // (Or a name the reading took it for: "Cavitation is the forming of…".)
      subject
        .slice(0, ownEnd < 0 ? undefined : ownEnd)
        .findLast((token) => token.pos === "NOUN" || token.pos === "PROPN")
        ?.lemma.toLowerCase(),
    ].filter((head): head is string => head !== undefined),
  );
}

/**
 * The class the passage itself puts a term in, by the term's key: "An octopus is a soft-bodied
 * animal…" (animal), "Emoji are small pictures…" (picture), "…a copper-based protein called
 * haemocyanin" (protein), "Qin Shi Huang, the first emperor…" (emperor), "the engineer Gustave
 * Eiffel" (engineer), "the city of Xi'an" (city), "cephalopods, which also includes squid"
 * (cephalopod). It says what sort of thing the term is here, where WordNet's most frequent sense
 * may say another ("octopus" as food) or WordNet has no entry at all.
 */
export function classesOf(analysis: Analysis): Map<string, string> {
  const found = new Map<string, string>();
  const put = (term: Pick<Term, "key">, head: string | undefined) => {
    if (head !== undefined && head !== term.key && !found.has(term.key) && nounGroup(head) !== undefined) found.set(term.key, head);
  };
  for (const sentence of analysis.sentences) {
    const { tokens } = sentence;
    const defined = definitionIn(sentence.text);
    if (defined) {
      // ("The greater honeyguide is a small bird…": a defined term the reading split, "honeyguide"
      // after a comparative, is keyed as the definition names it.)
      const term = sentence.terms.find((candidate) => same(candidate.text, defined.term)) ?? { key: defined.term.toLowerCase() };
      put(term, headNoun(tokensOf(defined.definition), 0));
    }
    for (const term of sentence.terms) {
      if (term.kind === "number") continue;
      const words = term.text.split(/\s+/);
      const start = tokens.findIndex((_token, index) => words.every((word, offset) => tokens[index + offset]?.value === word));
      if (start < 0) continue;
      const [end, before, earlier] = [start + words.length, tokens[start - 1], tokens[start - 2]];
      // "Emoji are small pictures, such as…": the subject, then "are" and a noun phrase naming a
      // thing, a living thing, a person, a place or a group (not "a danger to ships").
      if (start === (before?.pos === "DET" ? 1 : 0) && /^(?:is|are|was|were)$/.test(tokens[end]?.lower ?? "") && tokens[end + 1]?.lower !== "not") {
        const head = headNoun(tokens, end + 1);
        // (Of any group for a term WordNet does not know, which has no sort but this: "The gabelle was a tax on salt…".)
        if (head !== undefined && (/^(?:thing|living|person|place|group)$/.test(nounGroup(head) ?? "") || termGroup(term.text) === undefined)) put(term, head);
      }
      // "Qin Shi Huang, the first emperor…": in apposition. (Not after an opening phrase: "During the
      // games, a sacred truce allowed…" is the sentence's subject.)
      const opening = closesOpening(tokens, end);
      // (Nor a bare "the" and a noun, which renames it: "the positive electrode, the anode".)
      const renamed = tokens[end + 2]?.pos === "NOUN" && /^(?:,|\.)?$/.test(tokens[end + 3]?.value ?? "");
      if (tokens[end]?.value === "," && tokens[end + 1]?.pos === "DET" && !opening && !renamed) put(term, headNoun(tokens, end + 1));
      // ("…different from caramelisation, which is the breakdown of sugar alone": a clause after the term that says what it is;
      // not how far or how big it is, "…East Pakistan, which were about 1,600 kilometres apart".)
      if (
        tokens[end]?.value === "," &&
        tokens[end + 1]?.lower === "which" &&
        /^(?:is|are|was|were)$/.test(tokens[end + 2]?.lower ?? "") &&
        ["DET", "ADJ", "NOUN"].includes(tokens[end + 3]?.pos ?? "")
      )
        put(term, headNoun(tokens, end + 3));
      // "…a copper-based protein called haemocyanin", "…a special typewriter called a brailler".
      const article = /^(?:a|an|the)$/.test(before?.lower ?? "") ? 1 : 0;
      const [called, named] = [tokens[start - 1 - article], tokens[start - 2 - article]];
      // ("…a liquid called cyanoacrylate": right after an article, a word the tagger read as an adjective is the noun WordNet has.)
      const namesClass =
        named?.pos === "NOUN" || (named?.pos === "ADJ" && /^(?:a|an|the)$/.test(tokens[start - 3 - article]?.lower ?? "") && isNoun(named.lower));
      if (/^(?:called|named)$/.test(called?.lower ?? "") && namesClass) put(term, named!.lemma);
      // ("…a direct telephone line, known as the hotline": "known as" after a noun and its comma too.)
      const [as, known, comma, noun] = [tokens[start - 1 - article], tokens[start - 2 - article], tokens[start - 3 - article], tokens[start - 4 - article]];
      if (as?.lower === "as" && known?.lower === "known" && comma?.value === "," && noun?.pos === "NOUN") put(term, noun.lemma);
      // ("A newborn koala, called a joey, …": after the noun phrase that opens the sentence and a comma.)
      if (
        /^(?:called|named)$/.test(called?.lower ?? "") &&
        named?.value === "," &&
        tokens.slice(0, start - 2 - article).every((token) => ["DET", "ADJ", "NOUN"].includes(token.pos)) &&
        tokens[start - 3 - article]?.pos === "NOUN"
      )
        put(term, tokens[start - 3 - article]!.lemma);
      // ("…mtoto means "child"": a term WordNet lacks that the passage glosses is a word of another language, no thing.)
      if (tokens[end]?.lower === "means" && /^["“']$/.test(tokens[end + 1]?.value ?? "") && nounGroup(term.key) === undefined) put(term, "foreign word");
      if (term.kind !== "proper") continue;
      // "…near the city of Xi'an": a place named by its sort.
      if (before?.lower === "of" && earlier?.pos === "NOUN" && tokens[start - 3]?.lower === "the" && nounGroup(earlier.lemma) === "place")
        put(term, earlier.lemma);
      // "…the engineer Gustave Eiffel": a person named by their work.
      if (before?.pos === "NOUN" && nounGroup(before.lemma) === "person") put(term, before.lemma);
      // ("…along the road from Capua to Rome", "…a training school in Capua, in southern Italy": a
      // name WordNet does not know, set against a place it does, is a place too.)
      const placeAt = (at: number) => {
        const next = tokens[at]?.lower === "the" ? tokens[at + 1] : tokens[at];
        return next?.pos === "PROPN" && nounGroup(next.lower) === "place";
      };
      const againstPlace =
        (before?.lower === "from" && tokens[end]?.lower === "to" && placeAt(end + 1)) ||
        (before?.lower === "in" && tokens[end]?.value === "," && tokens[end + 1]?.lower === "in" && (placeAt(end + 2) || placeAt(end + 3)));
      if (againstPlace && nounGroup(term.text.toLowerCase()) === undefined) put(term, "town");
    }
    // "…cephalopods, which also includes squid and cuttlefish", "pathogens such as bacteria": each
    // example is of the class named before.
    const marker = tokens.findIndex(
      (token, index) => /^(?:include|includes|including)$/.test(token.lower) || (token.lower === "such" && tokens[index + 1]?.lower === "as"),
    );
    if (marker > 0) {
      // ("…people who cannot use a mouse, such as some users…": the examples are of the noun before
      // a relative clause, not of one inside it.)
      const relative = tokens.slice(0, marker).findLastIndex((token) => /^(?:who|which|that)$/.test(token.lower) && token.pos !== "SCONJ");
      const classWord = tokens
        .slice(0, relative > 0 ? relative : marker)
        .reverse()
        // (A plural that opens the sentence may be read as a name: "Cephalopods include…".)
        .find((token) => token.pos === "NOUN" || (token === tokens[0] && isNoun(token.lower)));
      const classLemma = classWord?.pos === "NOUN" ? classWord.lemma : classWord?.lower.replace(/(?<=[^s])s$/, "");
      // (The examples end where a clause begins: at a verb, a subordinating or relative word, or a
      // comma and a conjunction before words with a verb of their own, "…such as the pixels of an
      // image, and the last layer gives the answer".)
      const after = tokens.slice(marker + (tokens[marker]!.lower === "such" ? 2 : 1));
      const clauseFrom = (index: number) => {
        const next = after.slice(index).findIndex((token) => token.value === ",");
        return after.slice(index, next < 0 ? undefined : index + next).some((token) => token.pos === "VERB" || token.pos === "AUX");
      };
      // (An "-ing" word that opens a list item is one of the examples of a class of doings: "Each trade,
      // such as baking, weaving or goldsmithing"; not of "…movements of the wrist and arm, such as using…".)
      const doings = classLemma !== undefined && nounSort(classLemma) === "doing";
      const listed = (token: Token, index: number) =>
        doings && token.pos === "VERB" && /\p{Ll}ing$/u.test(token.value) && (index === 0 || /^(?:,|and|or)$/.test(after[index - 1]!.lower));
      const stop = after.findIndex(
        (token, index) =>
          (token.pos === "VERB" && !listed(token, index)) ||
          token.pos === "AUX" ||
          token.pos === "SCONJ" ||
          /^(?:which|who|whom|whose)$/.test(token.lower) ||
          (token.value === "," && /^(?:and|but|or|so|while)$/.test(after[index + 1]?.lower ?? "") && clauseFrom(index + 2)),
      );
      const examples = after
        .slice(0, stop < 0 ? undefined : stop)
        .filter((token, index) => token.pos === "NOUN" || token.pos === "PROPN" || listed(token, index));
      for (const term of sentence.terms) if (term.words === 1 && examples.some((token) => token.value === term.text)) put(term, classLemma);
    }
  }
  // ("Kiwis are flightless birds… a kiwi has…, …kill many young kiwis": the class of a plural the
  // tagger kept whole, as a name, is its singular's too, and so of a describing word and that singular.)
  for (const [key, head] of [...found]) {
    if (!/^\p{Ll}+[^s]s$/u.test(key)) continue;
    const singular = key.slice(0, -1);
    for (const { term } of analysis.terms.values()) {
      if (term.kind !== "concept" || found.has(term.key)) continue;
      const words = term.key.split(" ");
      if (term.key === singular || (words.length === 2 && words[1] === singular && isAdjective(words[0]!))) found.set(term.key, head);
    }
  }
  return found;
}

/** Words of colour or shade, which say what a thing looks like, not what kind it is. */
const shades = new RegExp(`^(?:${colourNames}|dark|pale|bright)$`);

/** Terms the passage likens something to: "It works like a refrigerator in reverse", "…acts like a sponge". */
export function likenedOf(analysis: Analysis): Set<string> {
  const found = new Set<string>();
  for (const sentence of analysis.sentences) {
    const { tokens } = sentence;
    tokens.forEach((token, index) => {
      if (token.lower !== "like" || !/^(?:work|act|behave|function|operate)$/.test(tokens[index - 1]?.lemma ?? "")) return;
      const start = /^(?:a|an|the)$/.test(tokens[index + 1]?.lower ?? "") ? index + 2 : index + 1;
      for (const term of sentence.terms) if (term.text.split(/\s+/)[0] === tokens[start]?.value) found.add(term.key);
    });
  }
  return found;
}

/** Pairs of terms the passage says are one another, by sense: "X … is/are/can be … Y", both ways, and through one another; and a class with its examples ("pathogens such as bacteria"). */
export function linksOf(analysis: Analysis): Set<string> {
  const links = new Set<string>();
  for (const sentence of analysis.sentences) {
    const text = sentence.text.toLowerCase();
    const concepts = sentence.terms.filter((term) => term.kind === "concept").map((term) => ({ term, at: text.indexOf(term.text.toLowerCase()) }));
    for (const left of concepts)
      for (const right of concepts) {
        if (left.at < 0 || right.at <= left.at || !/\b(?:is|are|was|were|be|been)\b/.test(text.slice(left.at, right.at))) continue;
        links.add(`${senseKey(left.term.key)}|${senseKey(right.term.key)}`);
        links.add(`${senseKey(right.term.key)}|${senseKey(left.term.key)}`);
      }
  }
  // ("A gyroscope is a spinning wheel…": so it is a wheel, and no option for "the wheel". Only the
  // class a definition names right after "is a" or "are", and not through one another: "The direct
  // object is in the accusative case" makes no case of every case.)
  const heads: string[] = [];
  for (const sentence of analysis.sentences) {
    const text = sentence.text.toLowerCase();
    const concepts = sentence.terms.filter((term) => term.kind === "concept").map((term) => ({ term, at: text.indexOf(term.text.toLowerCase()) }));
    for (const left of concepts)
      for (const right of concepts)
        if (left.at >= 0 && right.at > left.at && right.term.words > 1 && /\b(?:(?:is|was) an?|are|were) $/.test(text.slice(left.at, right.at)))
          heads.push(`${senseKey(left.term.key)}|${senseKey(right.term.key.split(" ").pop()!)}`);
  }
  // Through one another too: "Lava is magma…" and "Magma is molten rock…" make lava molten rock.
  // (The links go both ways, so through one another means within one connected group: each term
  // is linked to every other of its group, found once by following links, not by pairing every
  // link with every other until nothing grows, which took minutes on long notes.)
  const neighbours = new Map<string, string[]>();
  for (const link of links) {
    const [from, to] = link.split("|") as [string, string];
    if (from !== to) neighbours.set(from, [...(neighbours.get(from) ?? []), to]);
  }
  const grouped = new Set<string>();
  for (const start of neighbours.keys()) {
    if (grouped.has(start)) continue;
    const group = [start];
    grouped.add(start);
    for (let at = 0; at < group.length; at += 1)
      for (const next of neighbours.get(group[at]!) ?? [])
        if (!grouped.has(next)) {
          grouped.add(next);
          group.push(next);
        }
    for (const from of group) for (const to of group) if (from !== to) links.add(`${from}|${to}`);
  }
  for (const link of heads) links.add(link).add(link.split("|").reverse().join("|"));
  // "…against pathogens such as bacteria and viruses", "Common allergens include pollen, peanuts…":
  // each example is a kind of the class, so the class could also be right where an example is
  // asked for. (Not through one another: two examples of one class are fair alternatives.)
  for (const sentence of analysis.sentences) {
    const text = sentence.text.toLowerCase();
    const marker = /\s(?:such as|including|include|includes)\s/.exec(text);
    if (!marker) continue;
    const concepts = sentence.terms.filter((term) => term.kind === "concept");
    // ("Expert witnesses, such as doctors or scientists, give…": the examples set off by commas end at
    // the next one, unless the list runs on to the sentence's end with no verb: "…files that rarely
    // change, such as images, videos and style sheets.")
    const parenthetical = /,\s*$/.test(text.slice(0, marker.index + 1));
    const before = text.slice(0, marker.index).replace(/[\s,]+$/, "");
    const rest = text.slice(marker.index + marker[0].length);
    const markerAt = sentence.tokens.findIndex(
      (token, index) => /^(?:including|include|includes)$/.test(token.lower) || (token.lower === "such" && sentence.tokens[index + 1]?.lower === "as"),
    );
    const runsOn = parenthetical && markerAt > 0 && !sentence.tokens.slice(markerAt + 1).some((token) => ["VERB", "AUX", "SCONJ"].includes(token.pos));
    const after = rest.split(parenthetical && !runsOn ? /[.;:,]|\s(?:which|that|who)\s/ : /[.;:]|\s(?:which|that|who)\s/)[0]!;
    // ("A CDN mainly stores files that rarely change, such as images…": the class is the noun before a
    // relative clause that says which of them.)
    const relative = /^(.*\S)\s+(?:that|which|who)\s+[^,]*$/.exec(before)?.[1];
    const classTerm = [before, ...(relative === undefined ? [] : [relative])]
      .map((end) => concepts.filter((term) => end.endsWith(term.text.toLowerCase())).sort((a, b) => b.text.length - a.text.length)[0])
      .find((term) => term !== undefined);
    if (!classTerm) continue;
    // (…and with the class's head: "expert witnesses, such as doctors": doctors are witnesses too.)
    const classHead = classTerm.key.split(" ").pop()!;
    for (const example of concepts)
      if (example !== classTerm && wholeWords(example.text.toLowerCase()).test(after))
        for (const name of new Set([classTerm.key, classHead]))
          links.add(`${senseKey(name)}|${senseKey(example.key)}`).add(`${senseKey(example.key)}|${senseKey(name)}`);
  }
  return links;
}

export interface WriteResult {
  questions: DraftQuestion[];
  /** Why fewer questions than asked came out, one line per type that fell short. */
  shortfall: string[];
}

const typeNames: Record<QuestionType, string> = {
  multiple_choice: "multiple-choice",
  true_false: "true/false",
  short_answer: "short-answer",
  matching: "long-answer",
};

/** Sorts of living things and their parts, which a term's sense in the passage may turn out to be. */
const livingSorts = new Set<string>(["animal", "body", "plant", "organism", "living"]);

/** Sorts of whole living things (no part of a body). */
const organismSorts = new Set<string>(["animal", "plant", "organism"]);

/**
 * Sorts a term keeps whatever the passage's other words: natural things ("fish" stays an animal in
 * a passage on what dolphins eat, "milk" a food beside "eggs"), places and ideas ("large areas" is
 * no part of a body in a passage on plants).
 */
const keptSorts = new Set<string>([...livingSorts, "food", "substance", "object", "heavenly body", "place", "idea"]);

/**
 * Questions from an analysed document: cloze short answers, multiple choice whose wrong options
 * are other terms of the same kind from the document, true/false statements kept or with one
 * term swapped, and long-answer prompts answered by their source sentences.
 */
/** A range of years or numbers whose end comes before its start: "between 1869 and 1860", "from 1950 to 1940". */
export function backwardsRange(statement: string): boolean {
  return [...statement.matchAll(/\b(?:[Bb]etween|[Ff]rom) ([\d,.]+) (?:and|to) ([\d,.]+)\b/g)].some(
    (range) => Number(range[1]!.replace(/,/g, "")) >= Number(range[2]!.replace(/,/g, "")),
  );
}

/** Classes that make a term a way of doing ("a technique that…"). */
const wayClasses = /^(?:technique|method|procedure|approach|strategy|process|algorithm)$/;

export class QuizWriter {
  private readonly random: () => number;
  private readonly usedQuestions = new Set<string>();
  private readonly usedAnswers = new Map<QuestionType, Set<string>>();
  private readonly usedSentences = new Map<QuestionType, Set<number>>();
  private readonly ranked: Sentence[];
  /** The text the questions come from, for the checker. */
  private readonly passage: string;

  constructor(
    private readonly analysis: Analysis,
    private readonly difficulty: AiDifficulty,
    seed: string,
  ) {
    this.random = seededRandom(seed);
    this.ranked = [...analysis.sentences].sort((a, b) => b.score - a.score || a.index - b.index);
    this.passage = analysis.sentences.map((sentence) => sentence.text).join(" ");
    this.defined = new Map(
      analysis.sentences.flatMap((sentence) => {
        const found = definitionIn(sentence.text);
        return found ? [[found.term.toLowerCase(), found.definition] as const] : [];
      }),
    );
    this.links = linksOf(analysis);
    this.classes = classesOf(analysis);
    this.likened = likenedOf(analysis);
    // (…and the classes it names terms by: "a device called a magnetron" offers no "device" for "oven";
    // and a lone word it also has as the head of a longer term, "disease" beside "infectious disease",
    // which could be said of the answer too: "Disease is spread by mosquitoes".)
    this.longerHeads = new Set([...analysis.terms.values()].filter(({ term }) => term.kind === "concept" && term.words > 1).map(({ term }) => term.head));
    this.genera = new Set([...generaOf(analysis), ...this.classes.values(), ...this.longerHeads]);
    this.topicHeads = topicHeadsOf(analysis);
  }

  /** The nouns the passage's first sentence names its topic by, which "the" alone may name ("the effect"). */
  private readonly topicHeads: Set<string>;

  /**
   * "Where does the name “mesa” come from?": the question of where the passage's topic gets its
   * name, from a sentence that opens "The name comes from…" or "Its name comes from…", where the
   * name can only be the topic's (and "Where does the idea of bikeshedding come from?", from "The
   * idea comes from…", likewise). The topic is what the first sentence defines; the sentence is
   * the second, or follows one that names nothing else (no name, no word for a name, no quoted
   * word): "Tok Pisin… began as a pidgin… Its name comes from…" is Tok Pisin's.
   */
  private nameOriginOf(sentence: Sentence): Asked | undefined {
    const [first] = this.analysis.sentences;
    const previous = this.analysis.sentences[sentence.index - 1];
    if (!first || !previous || !/^(?:(?:The|Its) name|The idea)\s/.test(sentence.text)) return undefined;
    const topic = definitionIn(first.text);
    if (!topic) return undefined;
    if (
      previous !== first &&
      // (A capitalised first word the passage writes nowhere else with a capital is no name: "Critics argue…".)
      (previous.tokens.some((token, at) => token.pos === "PROPN" && (at > 0 || token.named) && !topic.term.includes(token.value)) ||
        /\b(?:called|named|known as|nicknamed|names?|terms?|words?)\b|["“”]/.test(previous.text))
    )
      return undefined;
    const named = this.lowered(topic.term, this.termOf(topic.term).kind);
    // ("A dead man's switch is…" → "Where does the idea of a dead man's switch come from?": the idea keeps the topic's article.)
    const article = /^(An?)\s/.exec(first.text)?.[1];
    return nameOrigin(sentence, named, article && first.text.slice(article.length + 1).startsWith(topic.term) ? `${article.toLowerCase()} ` : "");
  }

  /** The class the passage puts a term in, by key ("An octopus is a soft-bodied animal": "animal"). */
  private readonly classes: Map<string, string>;
  /** Terms the passage likens another thing to ("It works like a refrigerator in reverse"): no options, being partly right. */
  private readonly likened: Set<string>;

  /** The classes the passage's definitions put terms in, by key ("An acid is a substance that…": "substance"), those it names terms by ("a device called a magnetron"), and the heads of its longer terms ("disease" of "infectious disease"). */
  private readonly genera: Set<string>;

  /** The heads of the passage's terms of more than one word ("disease" of "infectious disease"). */
  private readonly longerHeads: Set<string>;

  /** Pairs of terms a sentence of the passage says are one another ("Bacteria, viruses … can all be pathogens"), by sense. */
  private readonly links: Set<string>;

  /** The terms the passage defines ("An antigen is …"), by their text in lowercase, with their definitions. */
  private readonly defined: Map<string, string>;

  private readonly alone = new Map<string, boolean>();

  /** Some sentence that names the term has it standing on its own, not inside a longer name or compound. */
  private standsAloneSomewhere(term: Term): boolean {
    let found = this.alone.get(term.key);
    if (found === undefined) {
      found = this.analysis.sentences.some((sentence) => sentence.terms.some((other) => other.key === term.key) && this.standsAlone(term, sentence));
      this.alone.set(term.key, found);
    }
    return found;
  }

  private readonly groups = new Map<string, string | undefined>();

  /** A term's broad group in WordNet ("happening", "living"…), in the sense the passage gives it where it names a class. */
  private groupOf(term: Term): string | undefined {
    if (!this.groups.has(term.text)) {
      const named = this.classes.get(term.key);
      // (Its own, where the class has a sense of the term's own sort: "culms" are stems of a plant.)
      let group = (named === undefined || this.classFitsOwn(term) ? undefined : nounGroup(named)) ?? termGroup(this.lookedUp(term));
      // (A thing `sortOf` reads as a plant or an animal in the passage's sense is a living thing there:
      // "Tomatoes and apple trees planted…" are no food, and "weeds" an option for them; a person,
      // "predators", stays one.)
      if (named === undefined && group === "thing" && organismSorts.has(this.sortOf(term) ?? "")) group = "living";
      this.groups.set(term.text, group);
    }
    return this.groups.get(term.text);
  }

  /**
   * What WordNet is asked about a term: the term, or, for an "-ing" word and its noun that the
   * passage writes after an article ("camped on the drifting ice", "reach a whaling station"), the
   * noun, which the "-ing" word describes; without an article the two may be a doing and its
   * object ("burning coal releases…").
   */
  private lookedUp(term: Term): string {
    if (!gerundPhrase(term.text)) return term.text;
    const described = new RegExp(`(?<![\\p{L}])(?:the|an?)\\s+${escapeRegExp(term.text)}(?![\\p{L}])`, "iu").test(this.passage);
    return described ? term.text.replace(/^\S+\s+/, "") : term.text;
  }

  /**
   * The class the passage gives a term has a sense of the term's own WordNet sort, so the term's
   * own sort and group stand: "The stems, called culms, …" are a plant's, though WordNet's first
   * "stem" is a word's.
   */
  private classFitsOwn(term: Term): boolean {
    const named = this.classes.get(term.key);
    const own = termSort(term.text);
    if (named === undefined || own === undefined) return false;
    const senses = termSenseSorts(named);
    // (Not where the class is first a living thing and the term's own sort is none: "Wasps are
    // insects…" are animals, though WordNet's first "wasp" is a person and an "insect" may be one.)
    return senses.includes(own) && !(livingSorts.has(senses[0] ?? "") && !livingSorts.has(own));
  }

  /** Two terms make fair alternatives: the same kind of number, or things of one kind as far as WordNet tells. */
  private alike(a: Term, b: Term): boolean {
    if (a.kind === "number" || b.kind === "number") {
      const [left, right] = [kindOf(a.text), kindOf(b.text)];
      // (A bare number counts what follows it where the passage gives it: "79" of "AD 79" is no
      // count of years, for "…for more than 1,500 years".)
      return left.kind === right.kind && left.unit === right.unit && (left.kind === "year" || this.unitOf(a) === this.unitOf(b));
    }
    // (A thing the passage likens another to is partly right for it: no "refrigerator" for "heat pump".)
    if (this.likened.has(a.key) || this.likened.has(b.key)) return false;
    // ("Males" and "females" pick out members of a kind the passage names: an option only for each other, not for "mudskippers".)
    if ((a.kind === "concept" && sexes.test(a.head)) !== (b.kind === "concept" && sexes.test(b.head))) return false;
    // One or many alike, so a swapped statement or a filled blank still agrees with its verb.
    if (a.kind === "concept" && b.kind === "concept" && a.plural !== b.plural) return false;
    // An acronym only for an acronym ("SQL" is never "Edgar Codd").
    if (/^[A-Z]{2,}$/.test(a.text) !== /^[A-Z]{2,}$/.test(b.text)) return false;
    // Not a kind of the other: "penicillin" would also be right for "antibiotic"; nor one the
    // passage says is the other ("Bacteria … can all be pathogens").
    if (a.kind === "concept" && b.kind === "concept" && (related(a.key, b.key) || this.linked(a, b))) return false;
    // …nor a word for all of the class the passage puts the other in ("Animals" for "oxpeckers", which are
    // "small African birds"; other alloys stay options for "bronze", "an alloy of copper and tin").
    const classOf = (term: Term) => this.classes.get(term.key);
    const above = (term: Term, other: Term) => {
      const named = classOf(term);
      return named !== undefined && isKindOf(named, other.key);
    };
    if (a.kind === "concept" && b.kind === "concept" && (above(a, b) || above(b, a))) return false;
    // (Nor of one head, one with a word of colour or shade and the other with a noun before it: "white
    // ice" may well be "sea ice"; "clay soils" and "sandy soils", "sea ice" and "lake ice" are two kinds.)
    if (a.kind === "concept" && b.kind === "concept" && a.head === b.head && a.words === 2 && b.words === 2) {
      const [left, right] = [a.key.split(" ")[0]!, b.key.split(" ")[0]!];
      const noun = (word: string) => isNoun(word) && !isAdjective(word);
      if ((shades.test(left) && noun(right)) || (shades.test(right) && noun(left))) return false;
    }
    // Nor of one head with a modifier that is a kind of the other's: "strontium salts" are "metal salts".
    const modifier = (term: Term) => term.key.split(" ").slice(0, -1).join(" ");
    if (a.kind === "concept" && b.kind === "concept" && a.head === b.head && modifier(a) !== "" && modifier(b) !== "" && related(modifier(a), modifier(b)))
      return false;
    // (A thing the passage calls a way of doing, "a technique that delays copying data…", only for
    // another way or a doing, or a kind of its class: no "memory" for "copy-on-write".)
    if (a.kind === "concept" && b.kind === "concept") {
      const way = (term: Term) => wayClasses.test(classOf(term) ?? "");
      if (way(a) !== way(b)) {
        const [told, other] = way(a) ? [a, b] : [b, a];
        if (this.groupOf(other) !== "happening" && !isKindOf(other.key, classOf(told)!)) return false;
      }
    }
    const [left, right] = [this.groupOf(a), this.groupOf(b)];
    // A season or a time of day only for another: "in the winter" is no option for "in the nineteenth century".
    if (a.kind === "concept" && b.kind === "concept" && seasons.test(a.head) !== seasons.test(b.head)) return false;
    // Names: a person only for a person, a place for a place (an unknown name only for another unknown one).
    // …and a place only for a place of its sort: a city for a city, a country for a country ("Berlin was reunified" is also true).
    // (A class the passage gives decides: "the Great Eastern, the largest ship…" is no ocean; "the city of Xi'an" no country.)
    const named = (term: Term) => this.classes.get(term.key) ?? term.key;
    // (A people's adjective only for another: "British" and "Prussian", never "Napoleon", which WordNet also files under person;
    // a people in the plural only for another, "Hindus" and "Sikhs", never "Cyril Radcliffe"; and not a branch of the
    // other, "Lutheran" for "Protestant".)
    const people = (term: Term) =>
      term.words !== 1
        ? undefined
        : adjectiveCapitalised(term.text)
          ? "adjective"
          : /\p{Ll}s$/u.test(term.text) && adjectiveCapitalised(term.text.slice(0, -1))
            ? "plural"
            : undefined;
    // (Nor, but for people, a part of the other: "the New Testament" is in "the Bible", "England" in
    // "Britain"; WordNet ties a son to his father, "Washington Roebling" to "John Roebling", and both stay.)
    // (Two names WordNet does not know: one of a given name and a surname only for another such, not
    // a one-word code name: "Marian Rejewski" is no "Ultra".)
    const unknownShape = (term: Term) => (this.groupOf(term) === undefined ? (term.words >= 2 && !/\bof\b/.test(term.text) ? "full" : "one") : "known");
    if (a.kind === "proper" && b.kind === "proper")
      return (
        left === right &&
        unknownShape(a) === unknownShape(b) &&
        (left !== "place" || sameFamily(named(a), named(b))) &&
        sortsAgree(this.sortOf(a), this.sortOf(b)) &&
        people(a) === people(b) &&
        (people(a) === undefined || !branchOf(a.text, b.text)) &&
        (left === "person" || !related(a.key, b.key))
      );
    if (left !== undefined && right !== undefined && left !== right) return false;
    // Within a broad group, of one sort: no "echolocation" for "heat", no "moths" for "eyes".
    if (a.kind !== "concept" || b.kind !== "concept") return true;
    const [sortA, sortB] = [this.sortOf(a), this.sortOf(b)];
    // (A thing neither WordNet nor the passage sorts is no option for a person, nor a person for it, unless
    // its name is a doer's: "rider" is no "chainring".)
    const unsorted = (term: Term, sort: NounSort | undefined) =>
      sort === undefined && this.groupOf(term) === undefined && !/(?:er|or|ist|ian|ant|ent)s?$/.test(term.head);
    if ((unsorted(a, sortA) && sortB === "person") || (unsorted(b, sortB) && sortA === "person")) return false;
    // (A made thing beside a substance only where it is a material itself: "soap", "paint", not the
    // "farms" of "a mixture of _____" for "chemicals".)
    const made = sortA === "artifact" && sortB === "substance" ? a : sortB === "artifact" && sortA === "substance" ? b : undefined;
    if (made !== undefined && !isKindOf(made.key, "substance") && !isKindOf(made.key, "material")) return false;
    // (A fabric is no option for what is made of it, clothing, nor for a substance that is no material:
    // "wool" for "clothes", "silk" for "vapour".)
    const fabric = (term: Term) => this.kindOf(term, "fabric");
    if (fabric(a) !== fabric(b)) {
      const [other, sort] = fabric(a) ? [b, sortB] : [a, sortA];
      if (isKindOf(other.key, "clothing") || (sort === "substance" && !isKindOf(other.key, "material"))) return false;
    }
    // (A whole living thing is no option for a part of one, nor a part for it: "eyes" for "water
    // plants", "swollen trunks" for "baobabs".)
    if (livingSorts.has(sortA ?? "") && livingSorts.has(sortB ?? "") && this.organism(a) !== this.organism(b)) return false;
    // (A part of the body is no option for what the body makes, nor the other way round: "brain" for
    // "adrenaline", which WordNet files in one sort.)
    if (sortA === "body" && sortB === "body") {
      const [partA, partB] = [this.kindOf(a, "body part"), this.kindOf(b, "body part")];
      const [madeA, madeB] = [this.kindOf(a, "body substance"), this.kindOf(b, "body substance")];
      if ((partA && madeB) || (partB && madeA)) return false;
    }
    // (A building or an institution is no option for a device or a drug, nor the other way round:
    // "hospitals" for "ultracentrifuges", "hard floors" for "painkillers".)
    if (sortA === "artifact" && sortB === "artifact") {
      const [madeA, madeB] = [this.artifactOf(a), this.artifactOf(b)];
      if (madeA !== undefined && madeB !== undefined && madeA !== madeB) return false;
    }
    // (A language is of WordNet's one file for words, messages and tongues, and no option for a word or a
    // message, nor one for it: no "prefix" or "big book" for "Bantu language", no "tonal language" for "tone".)
    if (sortA === "communication" && sortB === "communication") {
      // (Nor a word the passage glosses, "mtoto means "child"", for a word of the language it is written in: "noun".)
      const glossed = (term: Term) => this.classes.get(term.key) === "foreign word";
      if (glossed(a) !== glossed(b)) return false;
      const language = (term: Term) =>
        /^(?:language|tongue)$/.test(term.head) || this.kindOf(term, "natural language") || this.kindOf(term, "artificial language");
      if (language(a) !== language(b)) return false;
    }
    // (Or two kinds WordNet files side by side and of one sort, whatever the passage's classes make of
    // them: "stalactite", "stone icicles" there, and "stalagmite"; not "pull" and "attraction".)
    return (
      sortsAgree(sortA, sortB) ||
      (a.words === 1 && b.words === 1 && termSort(a.text) !== undefined && termSort(a.text) === termSort(b.text) && coHyponyms(a.key, b.key))
    );
  }

  private readonly kinds = new Map<string, boolean>();

  /** `isKindOf` for a term, remembered: `alike` asks it of every pair of options. */
  private kindOf(term: Term, kind: string): boolean {
    const key = `${term.key}|${kind}`;
    if (!this.kinds.has(key)) this.kinds.set(key, isKindOf(term.key, kind));
    return this.kinds.get(key)!;
  }

  /** WordNet has the term, or the class the passage puts it in, as a kind of organism: a whole living thing, not a part of one. */
  private organism(term: Term): boolean {
    const named = this.classes.get(term.key);
    return this.kindOf(term, "organism") || (named !== undefined && this.kindOf({ ...term, key: named }, "organism"));
  }

  private readonly artifacts = new Map<string, "building" | "device" | "drug" | undefined>();

  /** A made thing's kind in WordNet: a drug ("antibiotic"), a structure or a facility ("hospital", "museum"), a device or another instrument ("centrifuge", "ship"), or neither alone ("bridge"). */
  private artifactOf(term: Term): "building" | "device" | "drug" | undefined {
    if (!this.artifacts.has(term.key)) {
      const building = isKindOf(term.key, "structure") || isKindOf(term.key, "facility");
      const device = isKindOf(term.key, "instrumentality");
      this.artifacts.set(term.key, isKindOf(term.key, "drug") ? "drug" : building === device ? undefined : building ? "building" : "device");
    }
    return this.artifacts.get(term.key);
  }

  private readonly units = new Map<string, string>();

  /** What a number counts where the passage first gives it: the noun after it ("year" for "5,000 years ago"), or nothing. */
  private unitOf(term: Term): string {
    if (!this.units.has(term.text)) {
      let unit = "";
      for (const sentence of this.analysis.sentences) {
        const at = sentence.tokens.findIndex((token) => token.value === term.text);
        if (at < 0) continue;
        // (The noun phrase's head, past "million" and adjectives: "22 million people", "32 permanent teeth".)
        // (Not past a measure's adjective: "27 metres long" counts metres.)
        // (And past a participle before its noun: "6,000 captured rebels".)
        const inPhrase = (token: Token | undefined) =>
          ["NUM", "ADJ", "NOUN"].includes(token?.pos ?? "") || (token?.pos === "VERB" && /\p{Ll}ed$/u.test(token.value));
        // ("In 71 BC": a number before an era is a year of it, no count; "6,000" is none.)
        if (/^(?:BC|BCE|AD|CE)$/.test(sentence.tokens[at + 1]?.value ?? "")) {
          unit = "era";
          break;
        }
        let end = at + 1;
        // (An age is often given bare, "at least 21", so "17 years old" keeps no unit.)
        const measure = (at: number) =>
          sentence.tokens[at]!.pos === "NOUN" && sentence.tokens[at + 1]!.pos === "ADJ" && sentence.tokens[at + 1]!.lower !== "old";
        while (inPhrase(sentence.tokens[end]) && inPhrase(sentence.tokens[end + 1]) && !measure(end)) end += 1;
        const head = sentence.tokens[end];
        unit = head?.pos === "NOUN" ? head.lemma : "";
        break;
      }
      this.units.set(term.text, unit);
    }
    return this.units.get(term.text)!;
  }

  private readonly sorts = new Map<string, NounSort | undefined>();

  /**
   * A term's sort: of the class the passage puts it in, else of its WordNet entry; or, where the
   * passage lists it with another term ("…pull their heads or flippers into their shells"), of its
   * sense that is of the other's sort (a flipper there is an animal's limb, not a swimmer's shoe),
   * or of the one sense whose gloss names a noun of the passage (`senseSortAmong`).
   */
  private sortOf(term: Term): NounSort | undefined {
    if (!this.sorts.has(term.text)) {
      const named = this.classes.get(term.key);
      // (The class in its sense of the term's own sort, where it has one: `classFitsOwn`.)
      const text = this.lookedUp(term);
      const own = termSort(text);
      let sort = (named === undefined || this.classFitsOwn(term) ? undefined : nounSort(named)) ?? own;
      // ("anthocyanins", "glucosinolate": a word neither WordNet nor the passage sorts, with a chemical's
      // ending, is a substance, no option beside "temperatures" or "cells".)
      const last = text.toLowerCase().split(/\s+/).pop()!;
      if (sort === undefined && named === undefined && term.kind === "concept" && chemicalName.test(last) && !isNoun(last) && !isNoun(last.replace(/s$/, "")))
        sort = "substance";
      // (Only into a living thing or a part of one, and not from a sort a term keeps.)
      // ("Tomatoes and apple trees planted under a walnut…": a food listed beside a plant is the plant,
      // where WordNet has it as one; no "husks" or "chemicals" beside it.)
      if (named === undefined && term.kind === "concept" && (!keptSorts.has(sort ?? "") || sort === "food")) {
        const senses = termSenseSorts(text);
        const partner = this.listedWith(term)
          .map((other) => termSort(other.text))
          .find((other) => other !== undefined && livingSorts.has(other) && senses.includes(other));
        const among = sort === "food" ? undefined : termSortAmong(text, this.nouns());
        sort = partner ?? (among !== undefined && livingSorts.has(among) ? among : sort);
      }
      // ("…tiny jets of liquid": the sense whose gloss names what the term is "of", where the first
      // sense's does not, "a sudden discharge (as of liquid)", not an aircraft.)
      const of =
        named === undefined && term.kind === "concept"
          ? new RegExp(`\\b${escapeRegExp(term.text)} of ((?:\\p{Ll}+ ){0,2}\\p{Ll}+)`, "u").exec(this.passage)?.[1]
          : undefined;
      if (of !== undefined) sort = termSortAmong(text, new Set(of.split(" ").map((word) => word.replace(/s$/, "")))) ?? sort;
      // ("…drain the fluid with a needle": a first sense of a plant or an animal, in a passage that names no
      // other, gives way to the next sense that is a made thing or a substance, not a conifer's leaf.)
      if (named === undefined && term.kind === "concept" && (sort === "plant" || sort === "animal")) {
        const alone = ![...this.analysis.terms.values()].some(({ term: other }) => other.key !== term.key && termSort(other.text) === sort);
        const made = termSenseSorts(text).find((other) => other === "artifact" || other === "substance");
        if (alone && made !== undefined) sort = made;
      }
      // ("The prosecution may then decide…": one who decides, argues or votes is of the word's sense for
      // people, where it has one, not its first, the act; no "mistrial" beside it.)
      if (named === undefined && term.kind === "concept" && sort !== "person" && sort !== "group" && this.decidesSomewhere(term)) {
        const senses = termSenseSorts(text);
        sort = senses.find((other) => other === "group" || other === "person") ?? sort;
      }
      this.sorts.set(term.text, sort);
    }
    return this.sorts.get(term.text);
  }

  /** Some sentence has the term decide, argue, agree, vote or the like: it names someone there. */
  private decidesSomewhere(term: Term): boolean {
    const pattern = new RegExp(
      `\\b${escapeRegExp(term.text)}\\s+(?:(?:may|might|can|could|must|will|would|should|then|also|often|usually|still|later)\\s+)*(?:decide|argue|agree|claim|choose|chose|refuse|demand|vote|appeal|object)(?:s|d|ed)?\\b`,
      "iu",
    );
    return this.analysis.sentences.some((sentence) => pattern.test(sentence.text));
  }

  private passageNouns: Set<string> | undefined;

  /** The heads of the passage's terms, each without a plural's "s" ("turtle", "egg"). */
  private nouns(): Set<string> {
    this.passageNouns ??= new Set(
      [...this.analysis.terms.values()].filter(({ term }) => term.kind === "concept").map(({ term }) => term.head.replace(/s$/, "")),
    );
    return this.passageNouns;
  }

  /** Terms the passage lists right beside this one, joined by "and", "or" or a comma ("heads or flippers"). */
  private listedWith(term: Term): Term[] {
    const found: Term[] = [];
    for (const sentence of this.analysis.sentences) {
      if (!sentence.terms.some((other) => other.key === term.key)) continue;
      for (const other of sentence.terms) {
        if (other.key === term.key || other.kind !== "concept") continue;
        const [a, b] = [escapeRegExp(other.text), escapeRegExp(term.text)];
        if (new RegExp(`\\b(?:${a}(?:,|,? and| or) ${b}|${b}(?:,|,? and| or) ${a})\\b`, "i").test(sentence.text)) found.push(other);
      }
    }
    return found;
  }

  /** A sentence of the passage says one term is (or can be) the other: they could both be right. */
  private linked(a: Term, b: Term): boolean {
    return this.links.has(`${senseKey(a.key)}|${senseKey(b.key)}`);
  }

  private readonly articleUses = new Map<string, Set<ArticleUse>>();

  /** How the passage writes a term: after "a"/"an", after another determiner, or bare ("Deposit insurance protects…"). */
  private articleUse(text: string): Set<ArticleUse> {
    const key = text.toLowerCase();
    let uses = this.articleUses.get(key);
    if (!uses) {
      uses = new Set();
      const pattern = wholeWords(text, "giu");
      for (const sentence of this.analysis.sentences) {
        if (!sentence.text.toLowerCase().includes(key)) continue;
        // The two words before are all that decide the article; but not where the term only
        // describes the noun after it ("an insurance company" says nothing of "insurance").
        for (const match of sentence.text.matchAll(pattern)) {
          const next = /^\s+([\p{L}'’-]+)/u.exec(sentence.text.slice(match.index + match[0].length))?.[1];
          if (next && sentence.tokens.some((token) => token.value === next && token.pos === "NOUN")) continue;
          uses.add(articleBefore(sentence.text.slice(Math.max(0, match.index - 60), match.index), /^\p{Lu}/u.test(match[0])));
        }
      }
      this.articleUses.set(key, uses);
    }
    return uses;
  }

  /**
   * One singular term can stand where the other stood without its article going wrong: not
   * "A collective bargaining sets out…" nor "Current account protects savers". A term the
   * passage writes only after "a" needs that slot; one it writes bare needs a bare slot.
   */
  private articleFits(slot: ArticleUse, replacement: Term): boolean {
    // "the Mediterranean", "Central Asia": a name takes the article the passage gives it ("the deserts of Mediterranean", "travelled to West").
    if (replacement.kind === "proper") {
      const uses = this.articleUse(replacement.text);
      // …and never "a" before a name the passage gives none ("to land a Neil Armstrong on the Moon").
      return slot === "a" ? uses.has("a") : uses.size === 0 || uses.has(slot);
    }
    if (replacement.kind !== "concept" || replacement.plural || slot === "det") return true;
    const uses = this.articleUse(replacement.text);
    if (uses.size === 0) return true;
    return slot === "a" ? uses.has("a") || (uses.has("det") && !uses.has("bare")) : uses.has("bare");
  }

  /** The article a singular term takes where the passage's own use does not settle it: "a", or none for one it writes bare ("is called transpiration"). */
  private articleOf(text: string, fallback: string | undefined): string | undefined {
    const uses = this.articleUse(text);
    if (uses.has("a")) return "a";
    if (uses.has("bare")) return undefined;
    return fallback ?? "a";
  }

  /** The article before a term's first mention in a sentence. */
  private slotOf(term: Term, sentence: Sentence): ArticleUse {
    const match = wholeWords(term.text).exec(sentence.text);
    return articleBefore(sentence.text.slice(0, match?.index ?? 0));
  }

  /**
   * A swap makes a fair false statement only between terms a student could mix up and that
   * cannot both be right: names, dates and numbers of one kind; terms the passage itself defines
   * (acid and base); kinds of one thing in WordNet (anode and cathode); or two kinds of one head
   * (series and parallel circuit). Not a near-synonym sharing the first word ("the relational
   * model" → "the relational database"), nor any noun of the same broad group ("coal" for "the
   * steam engine").
   */
  private contrasts(original: Term, replacement: Term): boolean {
    if (original.kind !== "concept" || replacement.kind !== "concept") return true;
    const [left, right] = [original.key.split(" "), replacement.key.split(" ")];
    if (left.length > 1 && right.length > 1 && left[0] === right[0] && original.head !== replacement.head) return false;
    if (original.head === replacement.head) {
      // ("The Gulf Stream carries salty water" for "…warm water": two qualities of one thing may both
      // be true; only opposites make the swap false, "positive" for "negative terminal", or kinds the
      // passage tells apart, each the subject of a sentence of its own ("Persuasive advertising
      // tries…", "Online advertising uses…").
      const [a, b] = [original.key.split(" ").slice(0, -1).join(" "), replacement.key.split(" ").slice(0, -1).join(" ")];
      // ("…made when red cells are broken down" for "old red blood cells": where one's words before
      // the head are all among the other's, it names the other too.)
      const within = (some: string, all: string) => some.split(" ").every((word) => all.split(" ").includes(word));
      if (within(a, b) || within(b, a)) return false;
      // (A quality is also a word mostly an adjective, "local" for "new branch", or a verb's "-ed"
      // form, "enslaved" for "escaped people": people who escaped were enslaved too.)
      const quality = (word: string) =>
        /^\p{Ll}+$/u.test(word) && ((isAdjective(word) && !isNoun(word)) || mostlyAdjective(word) || (/ed$/.test(word) && verbFrom(word, "ed") !== undefined));
      const toldApart = this.opensSentence(original) && this.opensSentence(replacement);
      // (An adjective of a place or a people is a quality beside any other: "Antarctic krill" may be
      // "young krill" too, and "French nouns" have genders as "Spanish nouns" do.)
      const ofPlace = (word: string) => /^\p{Ll}+$/u.test(word) && adjectiveCapitalised(word);
      if (ofPlace(a) || ofPlace(b)) return toldApart;
      // (Nor what a made thing is made of, beside a name: a "Faraday cage" may be a "metal cage"; a
      // "mercury barometer" is no "aneroid barometer".)
      const madeOf = (word: string) => /^\p{Ll}+$/u.test(word) && nounSort(word) === "substance" && nounSort(original.head) === "artifact";
      const capitalisedName = (term: Term) => /^\p{Lu}/u.test(term.text);
      if ((madeOf(a) && capitalisedName(replacement)) || (madeOf(b) && capitalisedName(original))) return toldApart;
      // (Nor a degree for a sort, or a sort for a degree: "wholesale prices" may be "high prices" too.)
      const degree = (word: string) => /^(?:high|higher|low|lower|large|small|big|great|huge|tiny|heavy|strong|weak|rising|falling)$/.test(word);
      if (a !== "" && b !== "" && degree(a) !== degree(b)) return toldApart;
      // (WordNet's opposites one way only: "steep" has "gentle" among its opposites' likes, not the other way.)
      return !quality(a) || !quality(b) || opposites(a, b) || opposites(b, a) || toldApart;
    }
    const defined = (term: Term) => this.defined.has(term.text.toLowerCase());
    // "Lightning is a huge spark caused by static charge…", "Enzymes are biological catalysts…": a
    // term whose definition names the other (beyond the words they share) is a kind of it, or its
    // work: both could be right.
    const names = (term: Term, other: Term) => {
      const definition = this.defined.get(term.text.toLowerCase());
      const own = new Set(term.text.toLowerCase().split(/\s+/));
      const words = other.text
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => !own.has(word));
      if (definition === undefined || words.length === 0) return false;
      if (echoes(words.join(" "), definition)) return true;
      // "Drones are male bees…" names "honeybees" by its last part.
      const singular = (word: string) => word.replace(/(?<=[^s])s$/, "");
      const named = (definition.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map(singular).filter((word) => word.length >= 3 && isNoun(word));
      const whole = singular(words[0]!);
      return words.length === 1 && named.some((word) => whole.endsWith(word) && whole.length >= word.length + 3);
    };
    if (names(original, replacement) || names(replacement, original)) return false;
    // Kinds of one thing only as WordNet has them: not by the head of a phrase it does not know ("the wrong order" is no kind of size).
    const known = (term: Term) => term.words === 1 || knowsPhrase(term.key);
    return (defined(original) && defined(replacement)) || (known(original) && known(replacement) && coHyponyms(original.key, replacement.key));
  }

  /** The term is the subject a sentence of the passage opens with, before its verb. */
  private opensSentence(term: Term): boolean {
    const words = term.text.toLowerCase().split(/\s+/);
    return this.analysis.sentences.some((sentence) => {
      const start = /^(?:the|a|an)$/.test(sentence.tokens[0]?.lower ?? "") ? 1 : 0;
      const after = sentence.tokens[start + words.length];
      return words.every((word, at) => sentence.tokens[start + at]?.lower === word) && (after?.pos === "VERB" || after?.pos === "AUX");
    });
  }

  /** Candidates the checker refused, by the first rule each broke: how often the writer had to try again. */
  readonly refused = new Map<string, number>();

  /** A question is kept only when it breaks none of the checker's rules and quotes no "such a" thing another sentence told (`leansOnSuch`). */
  private wellFormed(question: DraftQuestion): boolean {
    // (Nor a right answer that quotes one: "What is a zero-day exploit? → An attack that uses such a flaw.")
    if (leansOnSuch(question.questionText) || question.answers.some((answer) => answer.isCorrect && leansOnSuch(answer.answerText))) return false;
    const problems = checkQuestion(question, this.passage);
    if (problems[0]) this.refused.set(problems[0].rule, (this.refused.get(problems[0].rule) ?? 0) + 1);
    return problems.length === 0;
  }

  /** Terms of one kind across the document, other than `term`. */
  private others(term: Term, exclude: string): Term[] {
    const seen = new Set<string>();
    const found: Term[] = [];
    // (Read once, not once for every other term: on a long text this search of the whole passage
    // was half of a quiz's time.)
    const quoted = quotedOnly(term.text, this.passage) || citedOnly(term.text, this.passage);
    // A term the passage calls a form of something ("a standard written form called Batua") has no
    // others, and is no other's: it may be a form of that very term ("Batua is an ergative language"
    // is as true as "Basque is…").
    const formOfSomething = (one: Term) => formOf.test(this.classes.get(one.key) ?? "");
    if (formOfSomething(term)) return [];
    for (const { term: other } of this.analysis.terms.values()) {
      if (other.kind !== term.kind || same(other.text, term.text) || exclude.toLowerCase().includes(other.text.toLowerCase())) continue;
      // Never an option that could also be right: one inside the other ("Louis XVI", "King Louis XVI").
      if (overlap(other.text, term.text)) continue;
      if (formOfSomething(other)) continue;
      const fit = this.optionFit(other);
      // (A quoted word's options are quoted words: "ragazzo", not "affection" or "largeness".)
      if (!fit.fits || fit.quoted !== quoted) continue;
      const key = other.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(other);
    }
    return found;
  }

  private readonly fits = new Map<Term, { fits: boolean; quoted: boolean }>();

  /**
   * Whether a term of the passage may be another's option, whatever that other term is, and
   * whether the passage only quotes it: asked once per term, not once per option list (every
   * question's options went through every term of the passage again).
   */
  private optionFit(other: Term): { fits: boolean; quoted: boolean } {
    let fit = this.fits.get(other);
    if (fit) return fit;
    fit = {
      // Whether the passage only quotes the word ("such as “mit” and “nach”"): an example of language, not a term.
      quoted: quotedOnly(other.text, this.passage) || citedOnly(other.text, this.passage),
      fits:
        // A word with very many senses is too vague to stand for a term ("body", "power": "an infectious disease is caused by a body"),
        // and so is the class a definition puts its term in ("An acid is a substance that…": "The substance measures how acidic…").
        !(other.kind === "concept" && ((other.words === 1 && senseCount(other.key) > 9) || this.genera.has(other.key))) &&
        // Nor a piece of a longer name that never stands alone ("IP" of "IP addresses": "Cerf and Kahn designed IP").
        this.standsAloneSomewhere(other) &&
        // Nor a piece of a quotation ("nother story" of "a whole nother story").
        !insideQuotationOnly(other.text, this.passage) &&
        // Nor a unit ("Celsius" of "450 degrees Celsius"), which is no name for "Le Chatelier".
        !(other.kind === "proper" && onlyAsUnit(other.text, this.passage)) &&
        // Nor a lone word the passage only ever uses before "of" ("a layer of copper carbonate"): its "of" phrase says what it is.
        !(other.kind === "concept" && other.words === 1 && onlyBeforeOf(other.text, this.passage)) &&
        // Nor a made thing's name: "Rocket, built by George Stephenson…" opens its sentence with no
        // article, which a single made thing needs, and the passage never writes it in lowercase (no
        // "rocket" beside "engine": Rocket was the engine that won).
        !(
          other.kind === "concept" &&
          /^\p{Lu}\p{Ll}+$/u.test(other.text) &&
          !other.plural &&
          !/ing$/.test(other.text) &&
          !wholeWordIn(this.passage, other.text.toLowerCase()) &&
          this.sortOf(other) === "artifact"
        ),
    };
    this.fits.set(other, fit);
    return fit;
  }

  /** Easy asks about the document's main terms; hard about the rare, longer ones. */
  private termsByDifficulty(sentence: Sentence): Term[] {
    const frequency = (term: Term) => this.analysis.terms.get(term.key)?.sentences ?? 1;
    const sorted = [...sentence.terms].sort((a, b) => {
      if (this.difficulty === "easy") return frequency(b) - frequency(a) || a.words - b.words;
      if (this.difficulty === "hard") return frequency(a) - frequency(b) || b.words - a.words;
      return b.words - a.words || frequency(b) - frequency(a);
    });
    return sorted;
  }

  /**
   * "the state pays a basic pension": two of one head where a sentence names one with the other's
   * modifier may be one thing ("the basic pension" is "the state pension"; "a daily ration of rum"
   * is "the rum ration"); so may two the passage gives as alternatives ("wood pulp or sawdust").
   */
  private oneThing(a: Term, b: Term): boolean {
    // ("…a frozen mixture of water and wood pulp or sawdust": two the passage gives as alternatives
    // may each be what a sentence says of either.)
    const alternatives = (one: Term, other: Term) =>
      new RegExp(`\\b${escapeRegExp(one.text)},? or (?:an? |the )?${escapeRegExp(other.text)}\\b`, "i").test(this.passage);
    if (alternatives(a, b) || alternatives(b, a)) return true;
    // ("…live in a biofilm, a thin layer of cells…": a term and the one after its comma and article,
    // in apposition, name one thing; not the items of a list, "a cat, a dog and a bird".)
    const inApposition = (one: Term, other: Term) => {
      const [named, renamed] = [one.text.toLowerCase(), other.text.toLowerCase()];
      return this.appositions().some(
        ({ before, after }) =>
          before.endsWith(named) &&
          !/\p{L}/u.test(before.charAt(before.length - named.length - 1)) &&
          new RegExp(`^(?:[\\p{L}-]+ ){0,2}?${escapeRegExp(renamed)}\\b(?!,? (?:and|or) )`, "u").test(after),
      );
    };
    if (inApposition(a, b) || inApposition(b, a)) return true;
    const modifiers = (term: Term) => term.key.split(" ").slice(0, -1);
    const aliases = (one: Term, other: Term) =>
      one.kind === "concept" &&
      other.kind === "concept" &&
      one.head === other.head &&
      modifiers(other).length > 0 &&
      this.analysis.sentences.some(
        (said) =>
          said.terms.some((entry) => entry.key === one.key) &&
          !said.terms.some((entry) => entry.key === other.key) &&
          said.tokens.some((token) => modifiers(other).includes(token.lemma) && !one.key.split(" ").includes(token.lemma)),
      );
    /** Two of one head, both described, the first only in these words. */
    const describedOnlyBy = (words: RegExp, one: Term, other: Term) =>
      one.kind === "concept" &&
      other.kind === "concept" &&
      one.head === other.head &&
      modifiers(other).length > 0 &&
      modifiers(one).length > 0 &&
      modifiers(one).every((word) => words.test(word));
    // ("…debts with tally sticks" and "…burned the old sticks": one of a head picked out after "the"
    // only by its age or its place in time, "the old sticks", may be any other of that head.)
    const described = (one: Term, other: Term) =>
      describedOnlyBy(/^(?:old|new|original|former|earlier|later|previous|current|present|whole|entire)$/, one, other) &&
      new RegExp(`\\bthe ${escapeRegExp(one.text)}\\b`, "i").test(this.passage);
    // ("…the DNA of a specialised adult cell…" and "…developed from a mammary cell": one of a head
    // described only in general words may be any other of that head; not "ordinary speech" beside
    // "whistled speech", nor a "living wage" beside a "minimum wage", which contrast.)
    const general = (one: Term, other: Term) => describedOnlyBy(/^(?:specialised|specialized|adult|mature|particular|certain)$/, one, other);
    // ("…they also produce methane…" and "…a large source of greenhouse gas": a described class whose
    // head is a class the other term is a kind of, a gas, may take it in.)
    // (Not a name, "Prussian blue", whose head only says its colour: "ultramarine" is another blue, not one of it.)
    const takesIn = (kind: Term, one: Term) =>
      kind.kind === "concept" &&
      one.kind === "concept" &&
      kind.words > 1 &&
      /^\p{Ll}/u.test(kind.text) &&
      !shades.test(kind.head) &&
      kind.head !== one.head &&
      isKindOf(one.key, kind.head);
    // ("…forced the stamp distributors to resign" and "…a stamp bought from royal officials": people
    // named by what they deal in, and people another sentence has dealing in it, may be the same.)
    const dealsIn = (named: Term, other: Term) => {
      const [thing, role] = named.key.split(" ");
      return (
        named.kind === "concept" &&
        other.kind === "concept" &&
        named.words === 2 &&
        canBePerson(role!.replace(/s$/, "")) &&
        canBePerson(other.head.replace(/s$/, "")) &&
        isNoun(thing!) &&
        !isAdjective(thing!) &&
        this.analysis.sentences.some(
          (said) =>
            said.terms.some((entry) => entry.key === other.key) &&
            !said.terms.some((entry) => entry.key === named.key) &&
            wholeWords(thing!, "iu").test(said.text),
        )
      );
    };
    // ("After fights between sailors and local youths, groups of servicemen…", "The police mostly
    // arrested the victims rather than the attackers": people named only by their part in what
    // happened may be any other people the passage names.)
    // (So are people a sentence says such people were: "Most of the strikers were immigrants…", "…many
    // of the crusaders were poor farm workers…".)
    const saidOfPart = (term: Term) => {
      const said = term.text.toLowerCase();
      return this.readOnce().partTails.some((tail) => tail.startsWith(said) && !/[\p{L}\p{N}]/u.test(tail.charAt(said.length)));
    };
    const byTheirPart = (one: Term, other: Term) =>
      one.kind === "concept" && other.kind === "concept" && canBePerson(other.head.replace(/s$/, "")) && (eventRoles.test(one.head) || saidOfPart(one));
    // ("The Zoot Suit Riots were a series of attacks in Los Angeles…": what a name's last word is
    // defined as, the definition's head, is the same thing: "attacks" are the "riots".)
    // (The definition's head only, after a word for a group of it: not "iron" in "an alloy of iron and carbon".)
    const definedAs = (one: Term, other: Term) => {
      const named = other.text.toLowerCase();
      return this.readOnce().definedHeads.some(
        ({ last, openings }) =>
          (last === one.head || last.replace(/e?s$/, "") === one.head) &&
          openings.some((opening) => opening.startsWith(named) && headEnds.test(opening.slice(named.length))),
      );
    };
    // ("Sea smoke is also called steam fog or evaporation fog": the names one sentence gives one thing
    // are one thing, each of them.)
    const alsoCalled = this.readOnce().nameSets.some((names) => names.includes(a.text.toLowerCase()) && names.includes(b.text.toLowerCase()));
    return (
      alsoCalled ||
      definedAs(a, b) ||
      definedAs(b, a) ||
      byTheirPart(a, b) ||
      byTheirPart(b, a) ||
      dealsIn(a, b) ||
      dealsIn(b, a) ||
      aliases(a, b) ||
      aliases(b, a) ||
      described(a, b) ||
      described(b, a) ||
      general(a, b) ||
      general(b, a) ||
      takesIn(a, b) ||
      takesIn(b, a) ||
      this.onePerson(a, b)
    );
  }

  private appositionSpots: { before: string; after: string }[] | undefined;

  /** The text before and after each ", a", ", an" or ", the" of the passage, lowercased: where one phrase may rename another (read once, not per pair of terms). */
  private appositions(): { before: string; after: string }[] {
    this.appositionSpots ??= [...this.passage.matchAll(/, (?:an?|the) /giu)].map((found) => ({
      before: this.passage.slice(Math.max(0, found.index - 80), found.index).toLowerCase(),
      after: this.passage.slice(found.index + found[0].length, found.index + found[0].length + 120).toLowerCase(),
    }));
    return this.appositionSpots;
  }

  /**
   * What `oneThing` reads of the whole passage, read once: each definition's term's last word and
   * where its head may start (past an article, a word for a group of it and up to two describing
   * words); the names each "… is also called …" sentence gives one thing; and what follows each
   * "<people named by their part> were/are" ("Most of the strikers were immigrants…").
   */
  private readOnce(): { definedHeads: { last: string; openings: string[] }[]; nameSets: string[][]; partTails: string[] } {
    if (this.read) return this.read;
    const definitions = this.analysis.sentences.map((said) => definitionIn(said.text)).filter((found): found is Definition => found !== undefined);
    const definedHeads = definitions.map(({ term, definition }) => {
      const words = definition
        .toLowerCase()
        .replace(/^(?:an?|the)\s+/, "")
        .replace(/^(?:series|kind|type|form|sort|group|set|number|wave|string|chain|collection) of\s+/, "")
        .split(/\s+/);
      const openings = [0, 1, 2].filter((skip) => words.slice(0, skip).every((word) => /^[\p{L}-]+$/u.test(word))).map((skip) => words.slice(skip).join(" "));
      return { last: term.split(/\s+/).pop()!.toLowerCase(), openings: /^(?:an?|the)\s/i.test(definition) ? openings : [] };
    });
    const nameSets = this.analysis.sentences.flatMap((said) => {
      const named = /^(.+?) (?:is|are|was|were) (?:also |sometimes |often )?(?:called|known as|termed) ([^.;:]+)/.exec(said.text);
      if (!named) return [];
      // ("It is also called…": the "It" of such a sentence is the passage's topic, the term its first definition gives.)
      const subject = /^(?:It|They)$/.test(named[1]!) ? (definitions[0]?.term ?? named[1]!) : named[1]!;
      return [[subject, ...named[2]!.split(/,\s*(?:or\s+)?|\s+or\s+/)].map((name) => name.replace(/^(?:an?|the)\s+/i, "").toLowerCase())];
    });
    const partTails = this.analysis.sentences.flatMap((said) =>
      [...said.text.matchAll(/\b([\p{L}-]+) (?:were|are) (?:mostly |mainly |largely )?/giu)]
        .filter((match) => eventRoles.test(match[1]!.toLowerCase()))
        .map((match) => said.text.slice(match.index + match[0].length).toLowerCase()),
    );
    this.read = { definedHeads, nameSets, partTails };
    return this.read;
  }
  private read: { definedHeads: { last: string; openings: string[] }[]; nameSets: string[][]; partTails: string[] } | undefined;

  /** An office and the name written beside it between commas are one person ("The new Secretary of State, James Madison, refused…"). */
  private onePerson(a: Term, b: Term): boolean {
    const office = (term: Term) => {
      const head = /^(?:the\s+)?(?:[\p{L}-]+\s+)*?([\p{L}-]+)(?:\s+of\s.+)?$/iu.exec(term.text)?.[1]?.toLowerCase();
      return head !== undefined && isNoun(head) && termGroup(term.text) === "person";
    };
    const person = (term: Term) => term.kind === "proper" && !office(term) && term.text.split(/\s+/).every((word) => /^\p{Lu}/u.test(word));
    // (The name may be written in full there and in part elsewhere: "Madison".)
    const apposed = (one: Term, other: Term) => {
      const [title, name] = [escapeRegExp(one.text), `(?:\\p{Lu}[\\p{L}.-]*\\s+)*${escapeRegExp(other.text)}`];
      return office(one) && person(other) && new RegExp(`\\b${title}, ${name}[,.]|\\b${name}, (?:[Tt]he |[Aa]n? )?${title}[,.]`, "u").test(this.passage);
    };
    return apposed(a, b) || apposed(b, a);
  }

  /**
   * A swap that could make a true statement: another sentence of the passage names the
   * replacement with one of this sentence's other terms ("Layers are usually found in
   * sedimentary rock": another sentence says sedimentary rock forms from layers), or two of one
   * head may name one thing.
   */
  private mightBeTrue(replacement: Term, original: Term, sentence: Sentence): boolean {
    const rest = sentence.terms.filter((other) => other.key !== original.key);
    if (this.oneThing(replacement, original)) return true;
    // ("When farmers in County Kilkenny refused to pay…" → "in Ireland", where the first sentence sets
    // the whole passage "in Ireland": the place a passage is set in holds every place it names there.)
    const placed = (term: Term, text: string) =>
      term.kind === "proper" && new RegExp(`\\b(?:in|at|across|throughout|near|from)\\s+(?:the\\s+)?${escapeRegExp(term.text)}\\b`, "u").test(text);
    const first = this.analysis.sentences[0];
    if (first !== undefined && first !== sentence && placed(replacement, first.text) && placed(original, sentence.text)) return true;
    // ("Chlorine is added to swimming pools…" → "indoor pools", and back: a head named by what it is
    // for, with an "-ing" word, takes in the head's other kinds.)
    if (
      original.kind === "concept" &&
      replacement.kind === "concept" &&
      original.head === replacement.head &&
      [original, replacement].some((term) =>
        term.text
          .toLowerCase()
          .split(/\s+/)
          .slice(0, -1)
          .some((word) => /^\p{Ll}{3,}ing$/u.test(word) && verbFrom(word, "ing") !== undefined),
      )
    )
      return true;
    // ("Superfluid helium is used to cool…" → "Liquid helium…": a state of a substance, and another
    // named with the same substance, may be one and the same stuff.)
    const stateOf = (term: Term) =>
      term.kind === "concept" &&
      term.words === 2 &&
      /^(?:liquid|solid|gaseous|frozen|molten|superfluid|supercritical|supercooled|liquefied)$/.test(term.key.split(" ")[0]!);
    if (replacement.head === original.head && (stateOf(replacement) || stateOf(original)) && nounSort(original.head) === "substance") return true;
    // ("The main line was completed…" → "The railway line…": a main one, or a single one, of a head may be any other of it.)
    const picked = (term: Term) => term.kind === "concept" && pickingOut.has(term.key.split(" ")[0]!) && term.words > 1;
    if (replacement.head === original.head && (picked(replacement) || picked(original))) return true;
    // ("…to explain the warming of the past century" → "the early twentieth century": a span of time
    // counted back or on from now may hold any other span of its unit.)
    const fromNow = (term: Term) => term.kind === "concept" && /^(?:past|last|previous|recent|present|current|coming|next)\s/.test(term.key);
    if (replacement.head === original.head && (fromNow(replacement) || fromNow(original))) return true;
    // ("Shops that sell alcohol…" → "cider", where "beer, wine or cider" lists it beside kinds of
    // alcohol: what a list's other words are, it likely is too.)
    if (original.kind === "concept" && this.analysis.sentences.some((said) => listMates(said, replacement).some((mate) => isKindOf(mate.key, original.key))))
      return true;
    if (this.doesLikewise(replacement, original, sentence)) return true;
    // ("Föhn winds in the Alps can raise…" → "in the Rockies", where "a similar wind east of the
    // Rockies is called a chinook": a similar one of the sentence's own thing is there too.)
    const similarTo = (other: Sentence) => {
      const head = /\bsimilar\s+(\p{Ll}+)/u.exec(other.text)?.[1];
      return head !== undefined && rest.some((term) => term.kind === "concept" && term.head.replace(/s$/, "") === head.replace(/s$/, ""));
    };
    return this.analysis.sentences.some(
      (other) =>
        other.index !== sentence.index &&
        other.terms.some((entry) => entry.key === replacement.key) &&
        // ("…borrowed thousands of words…, especially English" → "Chinese": "older loanwords came from
        // Chinese" names the words by a closed compound of theirs.)
        (similarTo(other) ||
          rest.some((term) =>
            other.terms.some(
              (entry) =>
                entry.key === term.key || (entry.words === 1 && term.words === 1 && entry.key.length > term.key.length + 2 && entry.key.endsWith(term.key)),
            ),
          )),
    );
  }

  /**
   * Another sentence has the other term doing what the term does in this one, by the same verb:
   * "Speech therapists and _____ use tongue twisters…" is true of "language learners" too, where
   * "Language learners use them to practise sounds…".
   */
  private doesLikewise(other: Term, term: Term, sentence: Sentence): boolean {
    const doing = doingAfter(sentence, term);
    if (doing === undefined) return false;
    // The same verb with a pronoun for what it is done to ("use them"), or with the same words after it;
    // not the same verb with another complement ("Radiation fog forms on clear nights", "Advection fog forms when…").
    return this.analysis.sentences.some((said) => {
      const likewise = said.index === sentence.index ? undefined : doingAfter(said, other);
      return (
        likewise?.verb === doing.verb &&
        (/^(?:it|them|this|these|those|one|so)$/.test(likewise.rest[0] ?? "") || likewise.rest.join(" ") === doing.rest.join(" "))
      );
    });
  }

  /** The term most easily mistaken for this one (a false statement that still reads well). */
  private closest(term: Term, sentence: Sentence, allowed: (other: Term) => boolean = () => true): string | undefined {
    const candidates = this.others(term, sentence.text).filter((other) => this.alike(term, other) && allowed(other));
    let best: { text: string; score: number } | undefined;
    for (const other of candidates) {
      const score = closeness(term, other) + this.random() * 0.5;
      if (!best || score > best.score) best = { text: other.text, score };
    }
    return best?.text;
  }

  /**
   * A term as it should read elsewhere: a phrase capitalised only because it opened its sentence
   * ("Comprehensible input", "Public health") is lowercase inside another one, and capitalised at
   * the start of one.
   */
  private fit(term: Term | string, atStart: boolean): string {
    const shown = typeof term === "string" ? this.lowered(term, this.termOf(term).kind) : this.lowered(term.text, term.kind);
    return atStart ? shown.charAt(0).toUpperCase() + shown.slice(1) : shown;
  }

  /**
   * A term inside a sentence: a concept capitalised only because it opened its sentence loses
   * the capital. A phrase does when no later word is capitalised ("Kinetic energy", not "Black
   * Death"); a single word does when the passage writes it in lowercase or WordNet knows it as a
   * common noun ("Meiosis", not "Rubisco").
   */
  /** A word made from a name the passage writes with its capital inside a sentence: "Ricardian" beside "David Ricardo". */
  private madeFromName(word: string): boolean {
    // (Asked for every term shown, so each word's answer is kept.)
    let made = this.madeFromNames.get(word);
    if (made === undefined) {
      const stem = /^(\p{Lu}\p{Ll}{3,}?)(?:ian|ean|ist|ism|esque|ite)$/u.exec(word)?.[1];
      made = stem !== undefined && new RegExp(`[\\p{Ll},;] (?:\\p{Lu}[\\p{Ll}.]+ )*${escapeRegExp(stem)}\\p{Ll}{0,2}\\b`, "u").test(this.passage);
      this.madeFromNames.set(word, made);
    }
    return made;
  }
  private readonly madeFromNames = new Map<string, boolean>();

  private lowered(text: string, kind: Term["kind"]): string {
    if (!/^\p{Lu}\p{Ll}/u.test(text)) return text;
    const lower = text.charAt(0).toLowerCase() + text.slice(1);
    const words = text.split(/\s+/);
    // ("Jaywalking means crossing a road…", then "…no general offence of jaywalking": one word read as
    // a name where it opened its sentence, which the passage also writes in lowercase, is a common
    // word. The tokens' "common" flag says the same of the word; the term's kind was settled before it.)
    // (So is a phrase: "Habeas corpus is a legal right…", then "…a writ of habeas corpus".)
    if (kind === "proper" && wholeWordIn(this.passage, lower) && !new RegExp(`[\\p{Ll},;] ${escapeRegExp(text)}\\b`, "u").test(this.passage)) return lower;
    // ("Bona vacantia, Latin for "ownerless goods", is…": a phrase glossed as another language's,
    // its words after the first in lowercase, is a phrase, not a name.)
    if (
      kind !== "number" &&
      words.length > 1 &&
      words.slice(1).every((word) => /^\p{Ll}/u.test(word)) &&
      new RegExp(`\\b${escapeRegExp(text)}, ${glossedIn}\\b`, "u").test(this.passage)
    )
      return lower;
    if (kind !== "concept") return text;
    // (A phrase the passage also writes all in lowercase is a common one, whatever else it names:
    // "…a writ of habeas corpus" beside "the Habeas Corpus Act".)
    // (In the singular too: "Eddy currents are loops…" beside "…an eddy current always flows…".)
    if (words.length > 1 && [lower, lower.replace(/s$/, ""), `${lower}s`].some((form) => wholeWordIn(this.passage, form))) return lower;
    // A capital the passage keeps inside its sentences, or WordNet writes, belongs to the word ("Spanish verbs", not "spanish verbs").
    // (Not inside a name: "The Bail Act" keeps no capital for "bail".)
    // (WordNet writes "White" for a person too; an adjective it writes in lowercase is no name: "White blood cells", not "Spanish verbs".)
    // ("Gresham's law", where the passage names "Thomas Gresham": a possessive of a name the passage
    // writes with its capital inside a sentence, or one WordNet has as no common noun.)
    const owner = /^(\p{Lu}\p{Ll}+)['’]s$/u.exec(words[0]!)?.[1];
    const lowerFirst = words[0]!.toLowerCase();
    const keepsCapital =
      (owner !== undefined && (new RegExp(`[\\p{L},;] ${escapeRegExp(owner)}\\b`, "u").test(this.passage) || !isNoun(owner.toLowerCase()))) ||
      // (In the plural too: "…have used Bloom filters".)
      new RegExp(`[\\p{Ll},;] ${escapeRegExp(text)}(?:e?s)?(?![\\p{L}]|\\s+\\p{Lu})`, "u").test(this.passage) ||
      // (Not a first word the passage also writes in lowercase, in the singular or the plural: "Crown
      // shyness", where "the crowns of neighbouring trees" are a tree's, not the Crown WordNet writes first.)
      (writtenCapitalised(words[0]!) &&
        (!isAdjective(words[0]!.toLowerCase()) || adjectiveCapitalised(words[0]!)) &&
        !(words.length > 1 && [lowerFirst, `${lowerFirst}s`, `${lowerFirst}es`].some((form) => wholeWordIn(this.passage, form)))) ||
      // ("Ricardian equivalence", where the passage names "the economist David Ricardo": a word made from
      // a name the passage writes inside a sentence.)
      this.madeFromName(words[0]!) ||
      // ("Tyrian purple": a phrase WordNet writes with its capital.)
      (words.length > 1 && writtenCapitalised(text)) ||
      // ("Hamming code", where the passage names "the American mathematician Richard Hamming": a first
      // word that ends a person's name inside a sentence, after a capitalised word that is no adjective;
      // not "Ocean currents" beside "the Atlantic Ocean".)
      (words.length > 1 &&
        [...this.passage.matchAll(new RegExp(`[\\p{Ll},;] (?:\\p{Lu}[\\p{Ll}.]+ )*(\\p{Lu}\\p{Ll}+) ${escapeRegExp(words[0]!)}\\b`, "gu"))].some(
          // (Not a title's article: "Tail latency", where the passage names a paper "The Tail at Scale".)
          (match) => !isAdjective(match[1]!.toLowerCase()) && !/^(?:The|A|An)$/.test(match[1]!),
        )) ||
      // ("Epsom salt", where the passage writes "the town of Epsom": its first word alone, capitalised
      // inside a sentence, a name WordNet has as no common word.)
      (words.length > 1 &&
        new RegExp(`[\\p{Ll},;] ${escapeRegExp(words[0]!)}\\b`, "u").test(this.passage) &&
        !isNoun(words[0]!.toLowerCase()) &&
        !isAdjective(words[0]!.toLowerCase())) ||
      // ("Ophiocordyceps unilateralis is a fungus…": a genus and its species, which the passage never
      // writes in lowercase.)
      (binomialName(text) && !wholeWordIn(this.passage, lower));
    // (A gerund is a common word: "Fainting is a brief loss…" → "What is fainting?".)
    const gerund = verbFrom(lower, "ing") !== undefined;
    // (A word the reading took for a common noun where it opened its sentence, as `kind` says: "Phishing is a kind of spam…".)
    // (Only an "-ing" word or a plural: a word read as two nouns may be a name, "Kickstarter".)
    // (Or a word with a common noun's ending WordNet does not have: "Decaffeination is the removal…" → "What is decaffeination?".)
    // (Or one made of two English nouns, the second a happening of nature, which WordNet does not have
    // whole: "Thundersnow is a thunderstorm…" → "What is thundersnow?".)
    const opening = words.length === 1 && (/(?:ing|[^s]s)$/.test(text) || commonEnding.test(lower) || twoNouns(lower));
    const common =
      !keepsCapital &&
      (words.length > 1 ? !words.slice(1).some((word) => /^\p{Lu}/u.test(word)) : wholeWordIn(this.passage, lower) || isNoun(lower) || gerund || opening);
    return common ? lower : text;
  }

  /**
   * The wrong options of a multiple-choice question: as many as the difficulty asks for, or, when
   * short notes have too few terms of the answer's kind, one fewer (never fewer than two), so a
   * hard quiz of short notes still has its multiple-choice questions.
   */
  private wrongOptions(answer: Term, sentence: Sentence, atStart = false, allowed: (other: Term) => boolean = () => true): string[] | undefined {
    const wanted = optionCount[this.difficulty] - 1;
    // (Numbers shown side by side count one thing, as `alike` holds: not "25" or "200", which the
    // passage gives in kilometres, beside "5,000" for "…about _____ years ago".)
    // (One option fewer, all of the answer's own sort, before a full set that a kindred sort makes
    // up: no "hard shell" or "cement" beside "food" and "water" for the "fuel" ships burn.)
    return (
      this.distractors(answer, sentence, wanted, atStart, allowed, true) ??
      (wanted > 2 ? this.distractors(answer, sentence, wanted - 1, atStart, allowed, true) : undefined) ??
      this.distractors(answer, sentence, wanted, atStart, allowed) ??
      (wanted > 2 ? this.distractors(answer, sentence, wanted - 1, atStart, allowed) : undefined)
    );
  }

  /** Wrong options: near the answer when hard, far from it when easy. */
  private distractors(
    answer: Term,
    sentence: Sentence,
    count: number,
    atStart = false,
    allowed: (other: Term) => boolean = () => true,
    ownSortOnly = false,
  ): string[] | undefined {
    const slot = this.slotOf(answer, sentence);
    // ("The Chernobyl disaster was a _____" → "nuclear accident": not "explosion", which "a" does not fit.)
    const article = /\b(an?|the)\s+$/i.exec(sentence.text.slice(0, wholeWords(answer.text).exec(sentence.text)?.index ?? 0))?.[1]?.toLowerCase();
    // ("Two workers died in the _____" → "explosion": not "fire", another event the passage tells of as
    // "the fire", which may be the same one or as deadly; "the" points at one of the passage's own.)
    const rivalEvent = (other: Term) =>
      article === "the" && this.groupOf(answer) === "happening" && new RegExp(`\\bthe ${escapeRegExp(other.text)}\\b`, "i").test(this.passage);
    // ("Other symptoms include shaking, sweating, a fast heartbeat and _____": what the sentences
    // before name is likely of that class too, "confusion" an early sign, so none is an option.)
    const earlier = /^Other\s+\p{Ll}+s\s+(?:include|are|such)\b/u.test(sentence.text)
      ? this.analysis.sentences.filter((before) => before.index < sentence.index).map((before) => before.text)
      : [];
    const namedEarlier = (other: Term) => earlier.some((before) => wholeWords(other.text, "iu").test(before));
    // ("In North America, a similar wind east of the Rockies is called a chinook": a thing the passage
    // names in a sentence that calls it a similar one of the answer's class fits what is said of the
    // answer too.)
    const answerClass = this.classes.get(answer.key);
    const similarOne = answerClass === undefined ? undefined : new RegExp(`\\bsimilar\\s+${escapeRegExp(answerClass)}`, "iu");
    const similarSentences = similarOne === undefined ? [] : this.analysis.sentences.filter((each) => similarOne.test(each.text));
    const similar = (other: Term) => similarSentences.some((each) => wholeWords(other.text, "iu").test(each.text));
    const candidates = this.others(answer, sentence.text).filter(
      (other) =>
        this.alike(answer, other) &&
        !namedEarlier(other) &&
        !similar(other) &&
        !rivalEvent(other) &&
        // (Nor the answer under another name: "daily ration" for "The _____ was ended…", where the
        // sailors "received a daily ration of rum".)
        !this.oneThing(answer, other) &&
        this.articleFits(slot, other) &&
        (article === undefined || article === "the" || indefinite(this.fit(other, false)) === article) &&
        allowed(other) &&
        !this.doesLikewise(other, answer, sentence) &&
        !doingForThing(other.text, answer.text) &&
        // ("…extra weight puts more pressure on the _____" → "joints": not "hips" or "knees", which
        // WordNet has as joints in one of their senses, and which would make the sentence as true.)
        // (Nor one whose head is: "…so some of the _____ comes out of solution" → "salt", not "silver
        // chloride", which WordNet files as a chlorine compound, though a chloride is a salt.)
        !(
          other.kind === "concept" &&
          answer.kind === "concept" &&
          (isKindOf(other.key, answer.key, 3, 3) || (other.words > 1 && isKindOf(other.head, answer.key, 3, 3)))
        ) &&
        // ("…plants and _____ cannot use the gas directly" → not "crops": a kind of what the blank is
        // listed with would make the sentence as true.)
        !(other.kind === "concept" && listMates(sentence, answer).some((mate) => mate.kind === "concept" && isKindOf(other.key, mate.key))),
    );
    // Too few in the text: a concrete thing's siblings in WordNet (mitochondrion: nucleus, ribosome, lysosome…),
    // in the sense the passage means (not "rat" for a computer's "mouse").
    // (Only where the passage is about things of that sort: no "porcupine" for the "mouse" of a
    // passage on keyboard shortcuts, which names no other animal.)
    const ofItsSort = () =>
      [...this.analysis.terms.values()].some(
        (entry) => entry.term.kind === "concept" && entry.term.key !== answer.key && this.sortOf(entry.term) === this.sortOf(answer),
      );
    if (candidates.length < count && answer.kind === "concept" && !answer.plural && this.groups.get(answer.text) === "living" && ofItsSort()) {
      const known = new Set(candidates.map((term) => term.text.toLowerCase()));
      for (const word of siblings(answer.key, 24, this.passage)) {
        if (candidates.length >= count * 2) break;
        if (known.has(word) || this.passage.toLowerCase().includes(word) || word.split(" ").length > 3) continue;
        known.add(word);
        candidates.push({ text: word, key: word, kind: "concept", words: word.split(" ").length, head: word.split(" ").pop()!, plural: false });
      }
    }
    if (candidates.length < count) return undefined;
    // Of the answer's own sort where the passage has enough of them; a kindred sort only makes up
    // the number ("carbon dioxide", a substance, is no option beside a "coil" for a "generator").
    const own = this.sortOf(answer);
    if (answer.kind === "concept" && own !== undefined) {
      const same = candidates.filter((other) => other.kind === "concept" && this.sortOf(other) === own);
      if (same.length >= count) candidates.splice(0, candidates.length, ...same);
      else if (ownSortOnly) return undefined;
    }
    // Terms the passage itself defines make the best alternatives: they are what a student mixes up.
    const scored = candidates.map((term) => ({
      term,
      score: closeness(answer, term) + (this.defined.has(term.text.toLowerCase()) ? 2 : 0) + this.random() * 0.01,
    }));
    scored.sort((a, b) => b.score - a.score);
    // Kinds of one thing in WordNet (anode for cathode) come first at every difficulty: an easy
    // question's far-off options are of the answer's kind too, not whatever noun is left.
    const kin = answer.kind === "concept" ? scored.filter((entry) => entry.term.kind === "concept" && coHyponyms(answer.key, entry.term.key)) : [];
    const rest = scored.filter((entry) => !kin.includes(entry));
    let pool: typeof scored;
    if (this.difficulty === "hard") pool = scored.slice(0, count);
    else if (this.difficulty === "medium") pool = [...kin, ...shuffle(rest.slice(0, Math.max(count, Math.ceil(rest.length / 2))), this.random)].slice(0, count);
    else pool = [...kin, ...shuffle(rest.slice(Math.floor(rest.length / 3)), this.random)].slice(0, count);
    if (pool.length < count) pool = scored.slice(0, count);
    // Nor two options that name one thing, or a class beside a kind the passage puts in it
    // ("Pathogens" beside "Bacteria" after "pathogens such as bacteria").
    const chosen: string[] = [];
    const taken: Term[] = [];
    for (const entry of [...pool, ...scored]) {
      if (chosen.length === count) break;
      if (overlap(entry.term.text, answer.text) || chosen.some((text) => overlap(text, entry.term.text))) continue;
      if (taken.some((term) => this.linked(term, entry.term) || this.linked(entry.term, term))) continue;
      // (Nor one person twice, by name and by office: "James Madison" and "Secretary of State".)
      if (taken.some((term) => this.onePerson(term, entry.term))) continue;
      taken.push(entry.term);
      chosen.push(this.fit(entry.term, atStart));
    }
    return chosen.length === count ? chosen : undefined;
  }

  private claim(type: QuestionType, sentence: Sentence, answer: string | undefined, text: string): boolean {
    // ("What does the platypus do?" and "What does a platypus do?" ask one thing.)
    const key = text.toLowerCase().replace(/\b(?:the|a|an)\s+/g, "");
    if (this.usedQuestions.has(key)) return false;
    const sentences = this.usedSentences.get(type) ?? new Set<number>();
    const answers = this.usedAnswers.get(type) ?? new Set<string>();
    // A fill-in and a multiple-choice question never ask for the same answer from the same sentence.
    const twin = type === "short_answer" ? "multiple_choice" : type === "multiple_choice" ? "short_answer" : undefined;
    const twinAsked =
      twin !== undefined && answer !== undefined && this.usedSentences.get(twin)?.has(sentence.index) && this.usedAnswers.get(twin)?.has(answer.toLowerCase());
    if (twinAsked || sentences.has(sentence.index) || (answer !== undefined && answers.has(answer.toLowerCase()))) return false;
    this.usedQuestions.add(key);
    sentences.add(sentence.index);
    if (answer !== undefined) answers.add(answer.toLowerCase());
    this.usedSentences.set(type, sentences);
    this.usedAnswers.set(type, answers);
    return true;
  }

  /**
   * The term stands on its own in the sentence: not a piece of a longer compound or name, so
   * blanking or swapping it leaves words that still make sense ("A merge _____ happens" and
   * "Khufu civilisation grew" came from blanking inside "merge conflict" and swapping inside
   * "Ancient Egyptian civilisation").
   */
  private standsAlone(term: Term, sentence: Sentence): boolean {
    // "The Bail Act 1976", "Apollo 11": a number right after a capitalised word (not a month) is part of a name.
    // "on 16 December 1773": a day before its month is part of a date, not a number of its own.
    if (term.kind === "number")
      return !sentence.tokens.some(
        (token, index) =>
          token.value === term.text &&
          // ("Apollo 11 was…" opens the sentence with the name; "In 1990, …" does not.)
          ((index > 0 &&
            /^\p{Lu}\p{Ll}+$/u.test(sentence.tokens[index - 1]!.value) &&
            !months.test(sentence.tokens[index - 1]!.value) &&
            (index > 1 || sentence.tokens[0]!.pos === "PROPN")) ||
            months.test(sentence.tokens[index + 1]?.value ?? "")),
      );
    // "Ice floats on _____ because it is less dense than liquid _____": a blank fills every mention, so none may be part of another term of the sentence.
    if (sentence.terms.some((other) => other.text.length > term.text.length && wholeWords(term.text).test(other.text))) return false;
    // (…nor of a longer term the passage defines, which the reading splits: "Where barriers to _____ are
    // high"; a term, not a phrase with an article, "the opposite of a euphemism".)
    const split = (other: string) =>
      other.length > term.text.length &&
      !/\b(?:a|an|the)\b/.test(other) &&
      wholeWords(term.text, "iu").test(other) &&
      wholeWords(other, "iu").test(sentence.text);
    if ([...this.defined.keys()].some(split)) return false;
    // ("…confusion or difficulty concentrating": a noun of trouble or ease with the doing it is had in
    // is one phrase; "exercise concentrating" is none.)
    if (
      term.kind === "concept" &&
      /^(?:difficulty|difficulties|trouble|problems?|ease)$/.test(term.text.toLowerCase()) &&
      new RegExp(`\\b${escapeRegExp(term.text)}\\s+\\p{Ll}+ing\\b`, "u").test(sentence.text)
    )
      return false;
    const words = term.text.split(/\s+/);
    const tokens = sentence.tokens;
    for (let start = 0; start < tokens.length; start += 1) {
      // The tokens from here, joined as written, until they are as long as the term.
      let text = tokens[start]!.value;
      let at = start + 1;
      while (text.length < term.text.length && at < tokens.length) text += tokens[at]!.space + tokens[at++]!.value;
      if (text !== term.text) continue;
      const before = tokens[start - 1];
      const after = tokens[at];
      if (after && (after.pos === "NOUN" || (after.pos === "PROPN" && /^\p{Lu}/u.test(after.value)))) return false;
      if (before && before.pos === "NOUN" && term.kind === "concept") return false;
      // ("_____'s test is used to detect…", "the Law Reform (_____) Act 1945": a name before "'s" and a
      // word for a test, a law or the like, or a term inside or right before a bracket that a capitalised
      // word follows, is part of a longer name.)
      if (
        after?.value === "'s" &&
        /^(?:test|law|principle|reagent|disease|syndrome|effect|rule|theorem|paradox|constant|solution|equation|method)$/.test(tokens[at + 1]?.lower ?? "")
      )
        return false;
      const closing = tokens.slice(at).findIndex((token) => token.value === ")");
      const bracketed = closing >= 0 && (before?.value === "(" || (after?.value === "(" && closing > 0));
      if (bracketed && /^\p{Lu}/u.test(tokens[at + closing + 1]?.value ?? "")) return false;
      // ("The _____ depends on the mass and radius of the planet": "the value" as a subject, with no "of",
      // is the value of what another sentence named, and "value" would fill the blank of any sentence.)
      if (term.kind === "concept" && bareQuality.test(term.text.toLowerCase()) && before?.lower === "the" && (after?.pos === "VERB" || after?.pos === "AUX"))
        return false;
      // ("Early counting _____, on which…": an "-ing" word right before the noun, after a describing
      // word or none, names its kind with it; "counting boards" is one thing.)
      if (
        before?.pos === "VERB" &&
        /\p{Ll}{3,}ing$/u.test(before.value) &&
        term.kind === "concept" &&
        (start === 1 || ["ADJ", "DET"].includes(tokens[start - 2]?.pos ?? "") || (start === 2 && isAdjective(tokens[0]!.lower)))
      )
        return false;
      // "the most widely used writing _____": a word before it that WordNet lists with it as one noun ("writing system").
      if (before && term.kind === "concept" && /^\p{Ll}+$/u.test(before.value) && knowsPhrase(`${before.lower} ${term.text.toLowerCase()}`)) return false;
      // ("…to make _____ oil": so is a word after it, whatever the tagger made of it ("cooking oil").)
      if (after && term.kind === "concept" && /^\p{Ll}+$/u.test(after.value) && knowsPhrase(`${term.text.toLowerCase()} ${after.lower}`)) return false;
      // "short and long pulses": after an adjective and "and", the term's adjective shares its noun with the first.
      // ("In a doubly linked list…": an "-ly" adverb before the term's describing word goes with it; "a doubly _____" is no sentence.)
      if (before?.pos === "ADV" && /\p{Ll}ly$/u.test(before.value) && tokens[start]?.pos === "ADJ" && words.length > 1) return false;
      // ("…with a high, level tone": so does one after a comma.)
      // (A describing word the tagger read as a noun, "level", likewise.)
      if (
        /^(?:and|or|,)$/.test(before?.lower ?? "") &&
        tokens[start - 2]?.pos === "ADJ" &&
        words.length > 1 &&
        (tokens[start]?.pos === "ADJ" || (before?.value === "," && isAdjective(tokens[start]!.lower)))
      )
        return false;
      // "the regular rise and fall": a modifier shared by two nouns belongs to both.
      if (words.length > 1 && /^(?:and|or)$/.test(after?.lower ?? "") && tokens[at + 1]?.pos === "NOUN" && tokens[at + 2]?.pos !== "NOUN") return false;
      // "calcium and magnesium ions", "plant and animal species": before "and", a noun of its sort
      // (or another kingdom: WordNet's first "plant" is a factory) and a plural, the term shares
      // that plural as its head.
      const [partner, shared] = [tokens[at + 1], tokens[at + 2]];
      const kingdoms = /^(?:plant|animal|fungus|microbe)$/;
      const kindred = (left: string, right: string) =>
        (termSort(left) !== undefined && termSort(left) === termSort(right)) || (kingdoms.test(left) && kingdoms.test(right));
      if (
        /^(?:and|or)$/.test(after?.lower ?? "") &&
        partner?.pos === "NOUN" &&
        partner.lower === partner.lemma &&
        shared?.pos === "NOUN" &&
        shared.lower !== shared.lemma &&
        tokens[at + 3]?.pos !== "NOUN" &&
        !term.plural &&
        kindred(partner.lower, term.head)
      )
        return false;
      // "Entick v Carrington": a party to a case is half of its name.
      if (/^(?:v|vs)\.?$/.test(before?.lower ?? "") || /^(?:v|vs)\.?$/.test(after?.lower ?? "")) return false;
      // "People at risk", "at work", "on time": the noun of an idiom is no term.
      if (words.length === 1 && before && new RegExp(`^(?:${idioms})$`).test(`${before.lower} ${term.text.toLowerCase()}`)) return false;
      // "a program line by line", "step by step": the word is half of an idiom, not the end of a term.
      if (after?.lower === "by" && tokens[at + 1]?.lower === tokens[at - 1]!.lower) return false;
      // "the Declaration of the Rights of Man and of the Citizen": the name goes on after "and of".
      if (after?.lower === "and" && tokens[at + 1]?.lower === "of" && /^\p{Lu}/u.test(term.text)) return false;
      // "East and West Berlin": after a capitalised word and "and", the term finishes a shared name.
      // ("North and South Korea", "Upper and Lower Egypt").
      if (
        before?.pos === "CCONJ" &&
        term.kind === "proper" &&
        words.length > 1 &&
        /^\p{Lu}/u.test(tokens[start - 2]?.value ?? "") &&
        tokens[start - 2]!.pos !== "PUNCT"
      )
        return false;
      // "the Battle of Edington", "the Declaration of Independence": after "of" and a capitalised word, or before "of" and one, the term is part of a name.
      const ofBefore = tokens[start - 1]?.lower === "of" && start > 2 && /^\p{Lu}/u.test(tokens[start - 2]!.value) && tokens[start - 2]!.pos !== "PUNCT";
      const ofAfter = after?.lower === "of" && /^\p{Lu}/u.test(tokens[at + 1]?.value ?? "");
      if ((ofBefore || ofAfter) && /^\p{Lu}/u.test(term.text)) return false;
      // A number written as a word is no term ("thousands of suspected enemies").
      if (words.length === 1 && numberWords.test(term.text)) return false;
      // A lone word next to a number is its unit or its label ("around the year 1000", "seventy years"): nothing to ask.
      if (words.length === 1 && (after?.pos === "NUM" || before?.pos === "NUM" || numberWords.test(before?.value ?? ""))) return false;
      // "thousands of years ago", "every year", "each month", "took years to master": a lone unit of
      // time there says when or how long, not what.
      if (
        words.length === 1 &&
        (after?.lower === "ago" ||
          (nounGroup(term.key) === "time" && /^(?:every|each|per|a|several|few|many)$/.test(before?.lower ?? "")) ||
          (timeUnits.test(term.text) && lastsFor(tokens, start, at)))
      )
        return false;
      // "In many _____, the state pays…": the noun of an opening "In many …," only sets the scene.
      if (
        words.length === 1 &&
        start === 2 &&
        tokens[0]?.pos === "ADP" &&
        /^(?:many|some|most|several|few|all|both)$/.test(before?.lower ?? "") &&
        after?.value === ","
      )
        return false;
      // "Owls are birds of prey", "states of matter": a word WordNet lists with its "of" phrase as one noun.
      if (after?.lower === "of" && tokens[at + 1] !== undefined && knowsPhrase(`${term.key} of ${tokens[at + 1]!.lower}`)) return false;
      // "A group of protesters", "a number of cases": a word that only counts or sorts what follows "of".
      // (With the words that describe it too: "a short piece of its DNA", "the long series of campaigns".)
      if (after?.lower === "of" && countingWords(words.map((word) => word.toLowerCase()))) return false;
      // An acronym just before names the term's kind ("MP3 music files").
      if (before && /^[A-Z][A-Z0-9]+$/.test(before.value)) return false;
      // A capitalised word just before, not opening the sentence, makes the term part of a name ("River Nile").
      if (before && start > 1 && /^\p{Lu}/u.test(before.value) && before.pos !== "PUNCT") return false;
      if (before && start === 1 && term.kind === "proper" && /^\p{Lu}/u.test(before.value) && before.pos !== "DET") return false;
      // ("The _____ comes from Latin and means “elsewhere”", "The _____ “alphabet” comes from…": the
      // word or the name that opens the sentence is the topic's own, and says nothing to fill in.)
      if (
        start === 1 &&
        before?.lower === "the" &&
        /^(?:word|name|term)$/.test(term.key) &&
        (["VERB", "AUX"].includes(after?.pos ?? "") || /^["“‘']$/.test(after?.value ?? ""))
      )
        return false;
      // "The first _____ is high and level", "the 13th _____": after an ordinal, the term is one of a series named by both.
      if (before && /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|\d+(?:st|nd|rd|th))$/.test(before.lower)) return false;
      // ("A _____ is predator satiation", "A _____ links masting to weather": an opening subject that
      // only ranks one among others, "leading explanation", "popular theory", names nothing to fill
      // in; "Contrary to a popular claim…" may.)
      if (words.length > 1 && start === 1 && /^(?:a|an)$/.test(before?.lower ?? "") && rankingWords.test(words[0]!.toLowerCase())) return false;
      // Every mention must stand alone: a blank fills each ("Each _____ has a genus name and a _____ name").
    }
    return true;
  }

  private shortAnswer(sentence: Sentence): DraftQuestion | undefined {
    for (const term of this.termsByDifficulty(sentence)) {
      if (!this.standsAlone(term, sentence)) continue;
      const cloze = blank(sentence.text, term.text);
      if (!cloze) continue;
      const questionText = `Fill in the blank: ${cloze}`;
      const question: DraftQuestion = {
        questionText,
        questionType: "short_answer",
        points: 1,
        explanation: sourceNote(sentence),
        answers: [{ answerText: term.text, isCorrect: true }],
      };
      if (!this.wellFormed(question) || !this.claim("short_answer", sentence, term.text, questionText)) continue;
      return question;
    }
    return undefined;
  }

  private multipleChoice(sentence: Sentence): DraftQuestion | undefined {
    for (const term of this.termsByDifficulty(sentence)) {
      if (!this.standsAlone(term, sentence)) continue;
      const cloze = blank(sentence.text, term.text);
      if (!cloze) continue;
      // "Earthworms have no _____": after "no" or "without", most wrong options would be true too ("no plant roots").
      if (/\b(?:no|without)\s+_____/i.test(cloze)) continue;
      // ("The transition metals include iron, _____, nickel and chromium": a blank in a list of examples
      // that is left open is fairly asked only against other kinds of the same thing, which WordNet
      // has as its or its mates' near kin; "water" or "margarine" beside them give it away.)
      const mates = openListMates(sentence, term);
      const kin = (other: Term) => [term, ...mates].some((one) => one.kind === "concept" && coHyponyms(one.key, other.key));
      const wrong = this.wrongOptions(term, sentence, cloze.startsWith("_____"), mates.length > 0 ? kin : undefined);
      if (!wrong) continue;
      // ("Iron gall ink was the _____ in Europe…" → "standard writing ink", beside "oxygen": where the
      // sentence names the answer's head outside the blank, that word points to the right option.)
      if (wholeWords(term.head, "iu").test(cloze)) continue;
      const questionText = `Which completes the sentence? ${cloze}`;
      const options = shuffle([{ answerText: term.text, isCorrect: true }, ...wrong.map((text) => ({ answerText: text, isCorrect: false }))], this.random);
      const question: DraftQuestion = { questionText, questionType: "multiple_choice", points: 1, explanation: sourceNote(sentence), answers: options };
      if (!this.wellFormed(question) || !this.claim("multiple_choice", sentence, term.text, questionText)) continue;
      return question;
    }
    return undefined;
  }

  private trueFalse(sentence: Sentence, makeFalse: boolean): DraftQuestion | undefined {
    if (!makeFalse) {
      const questionText = `True or false: ${sentence.text}`;
      const question: DraftQuestion = {
        questionText,
        questionType: "true_false",
        points: 1,
        explanation: sourceNote(sentence),
        answers: [
          { answerText: "True", isCorrect: true },
          { answerText: "False", isCorrect: false },
        ],
      };
      // (The source sentence itself is checked too, as every other question is.)
      if (!this.wellFormed(question) || !this.claim("true_false", sentence, undefined, questionText)) return undefined;
      return question;
    }
    for (const term of this.termsByDifficulty(sentence)) {
      if (!this.standsAlone(term, sentence)) continue;
      // ("…a contract without such a clause…": a term after "such" points back to one another sentence
      // named, "a force majeure clause", and the word swapped in, "phrase", may name that too.)
      if (new RegExp(`\\bsuch\\s+(?:an?\\s+)?${escapeRegExp(term.text)}\\b`, "iu").test(sentence.text)) continue;
      // A word of very many senses makes no fair swap ("the longest cave system in the world" → "in the rock").
      if (term.kind === "concept" && term.words === 1 && senseCount(term.key) >= 8) continue;
      const slot = this.slotOf(term, sentence);
      const found = this.closest(
        term,
        sentence,
        (other) =>
          !this.mightBeTrue(other, term, sentence) &&
          this.articleFits(slot, other) &&
          this.contrasts(term, other) &&
          !(other.kind === "concept" && other.words === 1 && senseCount(other.key) >= 8),
      );
      const swap = found ? this.fit(found, sentence.text.startsWith(term.text)) : undefined;
      // A swap that repeats a word the sentence already has says nothing ("Short chains boil at boiling points").
      if (swap && echoes(swap, sentence.text.replace(term.text, " "))) continue;
      // …nor one that is another term of the sentence by another name ("as rain, rainfall or hail").
      const swapped = found === undefined ? undefined : this.termOf(found);
      if (
        swapped?.kind === "concept" &&
        sentence.terms.some((other) => other.key !== term.key && other.kind === "concept" && sameSense(other.key, swapped.key))
      )
        continue;
      const replaced = swap ? replaceTerm(sentence.text, term.text, swap) : undefined;
      const statement = replaced ? fixArticles(replaced) : undefined;
      if (!swap || !statement) continue;
      // A range that runs backwards gives itself away ("Between 1869 and 1860…").
      if (backwardsRange(statement)) continue;
      const questionText = `True or false: ${statement}`;
      const question: DraftQuestion = {
        questionText,
        questionType: "true_false",
        points: 1,
        explanation: `${sourceNote(sentence)} It says "${term.text}", not "${swap}".`,
        answers: [
          { answerText: "True", isCorrect: false },
          { answerText: "False", isCorrect: true },
        ],
      };
      if (!this.wellFormed(question) || !this.claim("true_false", sentence, undefined, questionText)) continue;
      return question;
    }
    return undefined;
  }

  private longAnswer(sentence: Sentence, compare: boolean): DraftQuestion | undefined {
    const concepts = this.termsByDifficulty(sentence).filter((term) => term.kind !== "number");
    // (Whole words: "An adverb tells us how…" does not mention the verb.)
    const mentions = (term: Term) => this.ranked.filter((other) => new RegExp(`(?<!\\p{L})${escapeRegExp(term.text)}`, "u").test(other.text));
    if (compare) {
      // Things worth comparing: two names, or two kinds of one thing (eukaryotic and prokaryotic cells).
      const pool = [...this.analysis.terms.values()].map((entry) => entry.term);
      for (const first of concepts) {
        for (const second of pool) {
          if (first.kind !== "concept" || second.kind !== "concept" || same(first.text, second.text)) continue;
          if (first.head !== second.head || first.words < 2 || second.words < 2) continue;
          // ("Compare acute compartment syndrome and compartment syndrome": not a kind beside the whole it is of.)
          if (first.key.endsWith(` ${second.key}`) || second.key.endsWith(` ${first.key}`)) continue;
          const questionText = `Compare ${this.lowered(first.text, first.kind)} and ${this.lowered(second.text, second.kind)}.`;
          const sources = [...new Set([sentence, ...mentions(first).slice(0, 1), ...mentions(second).slice(0, 1)])];
          const question = this.longQuestion(questionText, sources);
          if (!this.wellFormed(question) || !this.claim("matching", sentence, `${first.key}|${second.key}`, questionText)) continue;
          return question;
        }
      }
    }
    for (const term of concepts) {
      // A name is asked about through what the text says it did, never as a bare "Explain Isaac Newton."
      if (term.kind === "proper" || !explains(sentence.text, term.text)) continue;
      // ("Blue is the hardest colour to produce…": a colour named alone is what a thing looks like; "Explain blue" asks nothing.)
      if (term.words === 1 && shades.test(term.key)) continue;
      // ("A common method is the token bucket…": a term that opens with a word that picks one out of
      // many, or with "common" after "a", says which one, and names no thing to explain.)
      if (term.words > 1 && picksOneOut(term.text, sentence.text)) continue;
      // ("Heat breaks down compounds in the juice…": a bare word of many senses that the passage does not
      // define, in a sentence that points back to another's thing, "the juice" of "lemon juice", says
      // what it does there only; "Explain heat" asks for all of them.)
      if (
        term.words === 1 &&
        senseCount(term.key) >= 6 &&
        !this.defined.has(term.text.toLowerCase()) &&
        sentence.tokens.some((token, index) => sentence.tokens[index - 1]?.lower === "the" && token.lemma !== term.key && this.longerHeads.has(token.lemma))
      )
        continue;
      // "the textile industry" where the sentence has the article.
      const escaped = escapeRegExp(term.text);
      // "the textile industry" where the sentence has the article; "the term “stack”" where it has "a" or "each".
      const article = new RegExp(`\\b(the|an?|each|every) ${escaped}\\b`, "i").exec(sentence.text)?.[1]?.toLowerCase();
      // ("The water often carries dissolved minerals": "the" and one word that heads a longer term of the
      // passage, "the heated water", point back to it; "Explain the water" names nothing. "The skull" is one thing,
      // and "the heart" one the passage defines.)
      if (article === "the" && term.words === 1 && this.longerHeads.has(term.key) && !this.defined.has(term.text.toLowerCase())) continue;
      // ("The body is a long chain of segments": a part every such thing has, "Explain the body", names none.)
      if (article === "the" && term.words === 1 && partNouns.test(term.key)) continue;
      // ("The reaction releases so much heat…", "The rule protects people…": "the" and a word that names
      // what another sentence told, "Explain the reaction", says not which.)
      if (article === "the" && term.words === 1 && pointingHeads.test(term.key) && !this.defined.has(term.text.toLowerCase())) continue;
      // ("The disease was not Spanish in origin…": "the" and a class another term of the passage is a
      // kind of, the Spanish flu, points back to it.)
      if (
        article === "the" &&
        term.words === 1 &&
        !this.defined.has(term.text.toLowerCase()) &&
        [...this.analysis.terms.values()].some(({ term: other }) => other.key !== term.key && isKindOf(other.key, term.key))
      )
        continue;
      // ("The weak point is the master password, so…": "the" one and "the" other, with nothing more,
      // says which it is, not what.)
      const which = new RegExp(`^The ${escaped} (?:is|are|was|were) (?:the|its|their) ([^,.;:]+)[,.;:]`, "u").exec(sentence.text)?.[1];
      if (article === "the" && which !== undefined && sentence.terms.some((other) => other.text === which)) continue;
      const shown = this.lowered(term.text, term.kind);
      const named = article === "the" ? `the ${shown}` : article && !term.plural ? `the term “${shown}”` : shown;
      const questionText = `Explain ${named} in your own words.`;
      const sources = [...new Set([sentence, ...mentions(term).slice(0, 2)])].slice(0, 3);
      const question = this.longQuestion(questionText, sources);
      if (!this.wellFormed(question) || !this.claim("matching", sentence, `about:${term.text.toLowerCase()}`, questionText)) continue;
      return question;
    }
    return undefined;
  }

  private longQuestion(questionText: string, sources: Sentence[]): DraftQuestion {
    return {
      questionText,
      questionType: "matching",
      points: 2,
      explanation: sources.map(sourceNote).join(" "),
      answers: [{ answerText: sources.map((source) => source.text).join(" "), isCorrect: true }],
    };
  }

  /** A term inside a sentence: lowercase where the passage writes it so, with an article where the passage gives it one ("a gene", "alleles"). */
  private named(term: string, article: string | undefined, plural: boolean): string {
    const shown = this.lowered(term, this.termOf(term).kind);
    // "the Nile", "the Renaissance", "the Wars of the Roses": a name keeps the article the text gives it.
    if (article === "the" && (!plural || /^\p{Lu}/u.test(shown))) return `the ${shown}`;
    // ("a QR code": an acronym before a common noun is no name, nor one the text counts, "A CAPTCHA is…";
    // nor is a thing named after someone, "a Faraday cage", whose last word is a common noun.)
    if (plural || !article || (/^\p{Lu}/u.test(shown) && !/^\p{Lu}{2,}(?:\s+\p{Ll}|$)/u.test(shown) && !/\s\p{Ll}[\p{L}-]*$/u.test(shown))) return shown;
    return `${indefinite(shown)} ${shown}`;
  }

  /** The answer of an `Asked` as a term, for finding wrong options of its kind. */
  private termOf(answer: string): Term {
    const known = [...this.analysis.terms.values()].find((entry) => same(entry.term.text, answer));
    const words = answer.split(/\s+/);
    if (known) return known.term;
    // A common noun capitalised only because it opened its sentence ("Truth is a complete defence…") is no name.
    // (So is a gerund: "Smelting is the process of…" → "…is called smelting".)
    const common =
      words.length === 1 &&
      (isNoun(answer.toLowerCase()) || (/^\p{Lu}\p{Ll}+ing$/u.test(answer) && verbFrom(answer.toLowerCase(), "ing") !== undefined)) &&
      !writtenCapitalised(answer);
    const kind = /^\d/.test(answer) ? "number" : !common && /^\p{Lu}/u.test(answer) && words.every((word) => /^\p{Lu}/u.test(word)) ? "proper" : "concept";
    return {
      text: answer,
      key: answer.toLowerCase(),
      kind,
      words: words.length,
      head: words[words.length - 1]!.toLowerCase(),
      plural: pluralPhrase(answer),
    };
  }

  /**
   * A question about understanding from the sentence, when it has the shape for one: a
   * definition, a cause, a sequence or a dated fact, asked in other words than the source's.
   */
  private understanding(type: QuestionType, sentence: Sentence, makeFalse: boolean): DraftQuestion | undefined {
    // (A result the next sentence gives, "As a result, …", is asked of this one, which is its cause.)
    const next = this.analysis.sentences[sentence.index + 1];
    const after = next ? whyAfter(sentence, next) : undefined;
    // (What the next sentence names, "This effect is called piezoelectricity", is asked of this one, which tells it.)
    // (So is what the sentence names at its end of what it tells before: ", an attack known as a SYN flood".)
    const namedInNext = next ? namedNext(sentence, next) : undefined;
    const namedAhead = namedInNext ?? namedWithin(sentence);
    const termAhead = namedAhead ? definitionTold(namedAhead) : undefined;
    // ("Its name comes from the claim of a French pastry cook…, looted… in 1828": a sentence that leans
    // on the topic's name is asked only where the name comes from, never "In what year did its name…".)
    const nameAsked = this.nameOriginOf(sentence);
    const asks = (
      nameAsked
        ? [nameAsked]
        : [definition, cause, agent, year, howMany, comparison, method, why]
            .map((ask) => ask(sentence))
            .concat(after, termAhead, sequence(sentence), condition(sentence), place(sentence), origin(sentence), role(sentence), claim(sentence))
    ).filter((asked): asked is Asked => asked !== undefined);
    // ("In computing, a dead man's switch is a program…" after "A dead man's switch is a control…": a
    // meaning a field narrows is not asked where another sentence gives the term's meaning.)
    const fieldOnly = (asked: Asked) => {
      if (asked.kind !== "definition" || !/^In [^,]+, /.test(sentence.text)) return false;
      const own = definitionIn(sentence.text);
      return (
        own !== undefined &&
        this.analysis.sentences.some(
          (other) => other !== sentence && !/^In [^,]+, /.test(other.text) && definitionIn(other.text)?.term.toLowerCase() === own.term.toLowerCase(),
        )
      );
    };
    for (const asked of asks) {
      if (fieldOnly(asked)) continue;
      // ("Who suggested the term in 2003?", "In what year was the name coined?", "Where does the rule
      // come from?": a name, a term or a rule another sentence gave, asked of without saying which;
      // nor its statement, which comes from the same reading; nor "similar" things, similar to what?)
      // (Not where the question says which: "Where does the name “mesa” come from?".)
      if (asked !== nameAsked && leansOnName(asked.question, sentence)) continue;
      // ("What did the birds do?" after "…about 20,000 emus…": the question names the thing by the
      // passage's own name for it, "What did the emus do?"; where no term of an earlier sentence
      // gives it in the same number, the question goes.)
      if (asked.kind === "role") {
        const renamed = renamedSubject(asked.question, sentence.text, this.passage);
        if (renamed) {
          const heads = new Set(renamed.earlier.map((token) => token.lemma));
          const named = this.analysis.sentences
            .slice(0, sentence.index)
            .flatMap((said) => said.terms)
            .filter((term) => term.kind === "concept" && heads.has(term.head))
            .at(-1);
          if (!named || named.plural !== pluralPhrase(renamed.phrase)) continue;
          asked.question = asked.question.replace(`the ${renamed.phrase} do`, `the ${this.lowered(named.text, named.kind)} do`);
        }
      }
      let question: DraftQuestion | undefined;
      let explanation =
        asked === after || (asked === termAhead && namedInNext !== undefined) ? `${sourceNote(sentence)} ${sourceNote(next!)}` : sourceNote(sentence);
      // The sentence's definition, read once for every form that restates it.
      const defined = asked.kind === "definition" && asked !== termAhead ? definitionOf(sentence) : undefined;
      // ("Who causes…?" for a person or a name, not for "False friends", which the passage also writes in lowercase.)
      const lowercaseElsewhere = () => wholeWords(asked.answer.toLowerCase(), "u").test(this.passage);
      // ("What led to stricter rules…?" → "The disaster": "the" and a word that sums up what happened,
      // which the passage uses only there, stands for what other sentences told, and answers nothing.)
      const pointer = /^The (\p{Ll}+)$/u.exec(asked.answer);
      if (asked.kind === "cause" && pointer && summingUp.test(pointer[1]!) && (this.passage.match(wholeWords(pointer[1]!, "giu")) ?? []).length === 1) continue;
      // (Not a name whose last word is a thing's: "The International Phonetic Alphabet gives each sound
      // its own symbol" asks "What gives…?".)
      const nameHead = asked.answer
        .replace(/[.!]$/, "")
        .split(/\s+of\s+/)[0]!
        .split(/\s+/)
        .pop()!;
      const thingNamed = /^\p{Lu}\p{Ll}+$/u.test(nameHead) && !["person", "group", "place", undefined].includes(nounGroup(nameHead.toLowerCase()));
      if (
        asked.kind === "cause" &&
        ((this.termOf(asked.answer).kind === "proper" && !lowercaseElsewhere() && !thingNamed) || termGroup(asked.answer) === "person")
      )
        asked.question = asked.question.replace(/^What /, "Who ");
      // ("What caused public anger…?" → "The message", where the passage defines the Zimmermann
      // Telegram as "a secret message…": the answer is the term the passage says that noun is.)
      const classed = pointer && [...this.defined].find(([, meaning]) => headNoun(tokensOf(meaning), 0) === pointer[1]!.toLowerCase());
      const definer = classed && this.analysis.sentences.find((said) => definitionIn(said.text)?.term.toLowerCase() === classed[0]);
      if (asked.kind === "cause" && classed && definer) {
        const written = new RegExp(`(?:(?<![\\p{L}])the\\s+)?${escapeRegExp(classed[0])}(?![\\p{L}])`, "iu").exec(definer.text);
        if (written) {
          asked.answer = capitalise(written[0]);
          // (Quoting the sentence that names it too.)
          explanation = `${explanation} ${sourceNote(definer)}`;
        }
      }
      // ("The usual treatment is an operation called…" asks "What is the usual treatment?", never which term means the operation.)
      // ("A common barrier is the high cost of starting up" likewise: no term "common barrier".)
      // (Not "The common cuckoo is…", which names a kind.)
      if (asked.kind === "definition" && type !== "matching" && picksOneOut(asked.answer, sentence.text)) continue;
      // ("In Europe, the common glow-worm is a beetle", "Basque is an ergative language": a bare class,
      // which many things are, means no one term; only "What is the common glow-worm?" asks it.)
      if (asked.kind === "definition" && type !== "matching" && defined !== undefined && bareClass(defined, sentence.text)) continue;
      // ("The opposite of a euphemism is a dysphemism…" asks "What is the opposite of a euphemism?",
      // never which term means a dysphemism: what one thing is to another is no term of its own.)
      if (asked.kind === "definition" && type !== "matching" && /^(?:the\s+)?(?:opposite|reverse|inverse|converse|antonym|synonym)\s+of\s/i.test(asked.answer))
        continue;
      if (asked.kind === "role" && type !== "matching") continue;
      if (type === "short_answer" && asked.kind !== "why" && asked.kind !== "sequence") {
        // Worded apart from the multiple-choice form, so a mixed quiz never asks the same thing twice.
        const questionText =
          asked.kind === "definition"
            ? asked.question.replace(/^Which term means /, "What is the term for ")
            : asked.kind === "year"
              ? asked.question.replace(/^In which year /, "In what year ")
              : asked.question;
        // (A term as the passage writes it inside a sentence: "mangroves", not the "Mangroves" that opened one.)
        const answerText = asked.kind === "definition" ? this.fit(asked.answer, false) : asked.answer;
        question = { questionText, questionType: "short_answer", points: 1, explanation, answers: [{ answerText, isCorrect: true }] };
      } else if (type === "multiple_choice" && !["why", "sequence", "number", "comparison", "method", "claim"].includes(asked.kind)) {
        // ("Who coined the term in 2010?" → "The designer Harry Brignull": an agent of no kind WordNet
        // knows has no wrong options of its kind, only "confirmshaming" and "money".)
        if (asked.kind === "agent" && termGroup(asked.answer) === undefined && this.sortOf(this.termOf(asked.answer)) === undefined) continue;
        const answer = this.termOf(asked.answer);
        // ("Which term means “the major version”?": no option that borrows the meaning's own words, "major number".)
        const meaning = defined?.definition.toLowerCase().split(/[^\p{L}\p{N}]+/u) ?? [];
        const borrows = (other: Term) => other.key.split(/\s+/).some((word) => word.length > 3 && meaning.includes(word));
        const wrong = this.wrongOptions(answer, sentence, false, (other) => !borrows(other));
        if (!wrong) continue;
        // ("Which term means “a disaster that destroyed much of the city of Halifax…”?" → "Halifax
        // explosion": nor a meaning that says a word of the answer other than its head, which gives it away.)
        if (asked.kind === "definition" && answer.key.split(/\s+/).some((word) => word.length > 3 && word !== answer.head && meaning.includes(word))) continue;
        // ("Which term means “a small bird of sub-Saharan Africa that…”?": where the passage says what sort
        // of thing the term is, no option of another sort, "smoke" or "tree", which gives the answer away.)
        if (
          asked.kind === "definition" &&
          this.classes.has(answer.key) &&
          wrong.some((text) => !sortsAgree(this.sortOf(answer), this.sortOf(this.termOf(text))))
        )
          continue;
        const options = shuffle(
          [{ answerText: this.fit(answer, false), isCorrect: true }, ...wrong.map((text) => ({ answerText: text, isCorrect: false }))],
          this.random,
        );
        question = { questionText: asked.question, questionType: "multiple_choice", points: 1, explanation, answers: options };
      } else if (type === "matching" && (asked.kind === "why" || asked.kind === "sequence" || asked.kind === "definition" || asked.kind === "role")) {
        const found = defined;
        // ("What is piezoelectricity?", answered by the sentence that tells what the next one names.)
        const ahead = asked === termAhead ? namedAhead : undefined;
        const questionText = found
          ? `${personDefined(found) || definesPerson(found.definition) ? "Who" : "What"} ${found.plural && !oneName(found) ? (found.past ? "were" : "are") : found.past ? "was" : "is"} ${this.named(found.term, found.article, found.plural && !oneName(found))}?`
          : ahead
            ? // (With the text's own "a" or "an": "a SYN flood", as it is said.)
              `What ${ahead.plural ? "are" : "is"} ${/^an?$/.test(ahead.article ?? "") ? `${ahead.article} ${this.named(ahead.term, undefined, ahead.plural)}` : this.named(ahead.term, ahead.article, ahead.plural)}?`
            : asked.question;
        const answerText = found ? `${found.definition.charAt(0).toUpperCase()}${found.definition.slice(1)}.` : ahead ? ahead.told : asked.answer;
        question = { questionText, questionType: "matching", points: 2, explanation, answers: [{ answerText, isCorrect: true }] };
      } else if (type === "true_false" && (asked.kind === "agent" || asked.kind === "cause") && !makeFalse) {
        // A passive said the other way round ("The pull of the Moon causes tides.").
        const restated = restatedPassive(sentence);
        if (!restated) continue;
        question = trueStatement(restated, explanation);
      } else if (type === "true_false" && asked.kind === "why" && !makeFalse) {
        // The cause first, in other words than the source's ("Ice is less dense than liquid water, so ice floats on water.").
        const restated = asked === after ? restatedAfter(sentence, next!) : restatedCause(sentence);
        if (!restated) continue;
        question = trueStatement(restated, explanation);
      } else if (
        type === "true_false" &&
        asked.kind === "definition" &&
        defined !== undefined &&
        (!defined.definition.includes(",") || appositive(defined.definition) || commasOpenNoAside(defined.definition)) &&
        // ("An ergative language is called Basque": a bare class is called many things.)
        !bareClass(defined, sentence.text) &&
        !standsForTerm(defined) &&
        // (A person is no term: "A Hungarian doctor who worked at… is called Ignaz Semmelweis" names no idea.)
        !personDefined(defined) &&
        // ("The common name for large algae that grow in the sea is called seaweed" says its name twice.)
        !/^the\s+(?:\p{L}+\s+)?(?:name|term|word)\s+for\b/iu.test(defined.definition) &&
        // (A doing, "Charging different customers different prices… is called price discrimination", is one thing.)
        (/^an?\s/i.test(defined.definition)
          ? !defined.plural
          : /^the\s/i.test(defined.definition) ||
            defined.plural ||
            (/^\p{Ll}+ing\s/u.test(defined.definition) && !defined.plural) ||
            // ("Behaviour that disobeys or shows disrespect for a court is called contempt of court": a
            // bare singular noun WordNet has, with what narrows it, agrees with "is".)
            (!defined.plural && singularMassNoun(defined.definition)))
      ) {
        // (Nor one with a comma: "The transfer of heat by infrared waves, which can cross a vacuum is called…" needs a second one.)
        // Only "a …", "an …" or "the …" definitions are restated, or a plural class ("Substances that farmers add… are called
        // fertilisers."): "More particles in the same volume is called…" does not agree; nor does "a …" with a plural
        // term ("A partnership between a fungus and an alga are called lichens").
        const found = defined;
        const answer = this.termOf(found.term);
        // A term a student could mix up with it, as for any swap ("The change from a solid to a liquid is called energy" is no fair one).
        const swap = makeFalse ? this.distractors(answer, sentence, 1, false, (other) => this.contrasts(answer, other))?.[0] : undefined;
        if (makeFalse && !swap) continue;
        const swapPlural = swap !== undefined && (this.termOf(swap).plural || found.plural);
        // (An aside closes with a comma of its own: "An inflammation of the appendix, a small pouch…, is called appendicitis.")
        // (Not a comma between two describing words, "The rising of cold, deep ocean water… is called
        // upwelling.", nor one of a closing list of examples, "…such as buffalo, giraffes and rhinos are called oxpeckers.")
        const meaning = `${found.definition.charAt(0).toUpperCase()}${found.definition.slice(1)}${found.definition.includes(",") && !commasOpenNoAside(found.definition) ? "," : ""}`;
        // The verb agrees with what the definition names: "The money that migrant workers send home… is
        // called remittances", a plural term for one singular noun that a clause or a phrase picks out.
        const [first, second] = found.definition.split(/\s+/);
        const start = sentence.tokens.findIndex((token, index) => token.lower === first?.toLowerCase() && sentence.tokens[index + 1]?.value === second);
        let at = start + 1;
        while (sentence.tokens[at]?.pos === "ADJ") at += 1;
        const [head, after] = [sentence.tokens[at], sentence.tokens[at + 1]];
        const singularHead =
          /^the\s/i.test(found.definition) &&
          start >= 0 &&
          head?.pos === "NOUN" &&
          head.lower === head.lemma &&
          !irregularPlurals.has(head.lower) &&
          // ("Mules, the offspring of a horse and a donkey, are…": a noun the same in the plural takes the term's number.)
          !zeroPlurals.test(head.lower) &&
          (/^(?:that|which|who)$/.test(after?.lower ?? "") || after?.pos === "ADP");
        const plural = found.plural && !singularHead;
        const name = swap
          ? this.named(swap, swapPlural ? undefined : this.articleOf(swap, found.article), swapPlural)
          : this.named(found.term, found.article, found.plural && !oneName(found));
        let statement = `${meaning} ${plural ? "are" : "is"} called ${name}.`;
        // ("The dark centre of a shadow is called the umbra.": where that is the source word for word,
        // the statement says it the other way round, "The umbra is the dark centre of a shadow.", so
        // it asks what the name means; a describing word, "…are called hygroscopic", stays as it is.)
        // (Nor one the name does not agree with in number: "Attacks aimed at one named person are called
        // spear phishing" has no "Spear phishing are attacks…". The meaning's first word loses the
        // capital its sentence gave it: "Herbivores are animals that eat plants.")
        const last = found.term.split(/\s+/).pop()!.toLowerCase();
        const opener = sentence.tokens[0];
        if (
          !swap &&
          statement.toLowerCase() === sentence.text.toLowerCase() &&
          !(isAdjective(last) && !isNoun(last)) &&
          this.termOf(found.term).plural === plural &&
          !/[,;:]/.test(found.definition)
        ) {
          const definition =
            opener !== undefined &&
            !opener.named &&
            (opener.pos !== "PROPN" || isNoun(opener.lower) || isNoun(opener.lemma)) &&
            found.definition.startsWith(opener.value)
              ? `${found.definition.charAt(0).toLowerCase()}${found.definition.slice(1)}`
              : found.definition;
          statement = `${capitalise(name)} ${plural ? "are" : "is"} ${definition}.`;
        }
        question = {
          questionText: fixArticles(`True or false: ${statement}`),
          questionType: "true_false",
          points: 1,
          explanation: swap ? `${explanation} It is called "${found.term}", not "${swap}".` : explanation,
          answers: [
            { answerText: "True", isCorrect: !swap },
            { answerText: "False", isCorrect: Boolean(swap) },
          ],
        };
      }
      const topic = asked.kind === "definition" ? `about:${asked.answer.toLowerCase()}` : `${asked.kind}:${asked.answer}`;
      if (!question || !this.wellFormed(question) || !this.claim(type, sentence, topic, question.questionText)) continue;
      return question;
    }
    // What the sentence names with "called", said as what it is ("Chytridiomycosis is a fungal disease.").
    const called = type === "true_false" && !makeFalse ? restatedCalled(sentence) : undefined;
    if (called) {
      const question = trueStatement(called, sourceNote(sentence));
      if (this.wellFormed(question) && this.claim(type, sentence, `called:${called}`, question.questionText)) return question;
    }
    return undefined;
  }

  /** Up to `count` questions of one type, from the most central sentences down. */
  write(type: QuestionType, count: number, onQuestion?: () => void): { questions: DraftQuestion[]; shortfall?: string } {
    const questions: DraftQuestion[] = [];
    // Sentences no other type asked about come first, so a mixed quiz covers more of the text.
    const usedElsewhere = new Set<number>();
    for (const [other, indexes] of this.usedSentences) if (other !== type) for (const index of indexes) usedElsewhere.add(index);
    // A sentence that opens with "It" or "They" leans on the one before: no question quotes or asks from it.
    const ranked = this.ranked.filter((sentence) => !leansOnAnother(sentence, this.topicHeads));
    const order = [...ranked.filter((sentence) => !usedElsewhere.has(sentence.index)), ...ranked.filter((sentence) => usedElsewhere.has(sentence.index))];
    // ("It also explains why coastal towns have milder winters…, since the sea…": a sentence that says
    // "it explains why" asks why in its own words, and answers from them, for a question with a
    // written answer; never quoted.)
    const explainsWhy = (sentence: Sentence) => /^(?:It|This|That)\s+(?:also\s+)?explains\s+why\s/.test(sentence.text);
    const understood =
      type === "short_answer" || type === "matching"
        ? [
            ...order,
            // (And "The name comes from…", where the name is the topic's: asked with the topic named, never quoted.)
            ...this.ranked.filter((sentence) => leansOnAnother(sentence, this.topicHeads) && (explainsWhy(sentence) || this.nameOriginOf(sentence))),
          ]
        : order;
    // Questions about understanding first, from any sentence that has the shape for one, until
    // they are half the quiz; then cloze and statements from the sentences left.
    const asked = new Set<number>();
    for (const sentence of understood) {
      if (questions.length >= Math.ceil(count / 2)) break;
      const question = this.understanding(type, sentence, questions.length % 2 === 1);
      if (question) {
        questions.push(question);
        asked.add(sentence.index);
        onQuestion?.();
      }
    }
    for (const sentence of order) {
      if (questions.length >= count) break;
      if (asked.has(sentence.index) || opensWithBareName(sentence)) continue;
      let question: DraftQuestion | undefined;
      if (type === "short_answer") question = this.shortAnswer(sentence);
      else if (type === "multiple_choice") question = this.multipleChoice(sentence);
      // (A false statement first: a swapped term asks more than a sentence copied whole. A true one
      // is a definition or a cause restated where the sentence has one, before the sentence as it stands.)
      else if (type === "true_false")
        question = questions.length % 2 === 0 ? this.trueFalse(sentence, true) : (this.understanding(type, sentence, false) ?? this.trueFalse(sentence, false));
      else question = this.longAnswer(sentence, questions.length % 2 === 1);
      if (question) {
        questions.push(question);
        onQuestion?.();
      }
    }
    // Short: a sentence passed over once the questions about understanding had their share may still have one.
    for (const sentence of understood) {
      if (questions.length >= count) break;
      const question = this.understanding(type, sentence, questions.length % 2 === 1);
      if (question) {
        questions.push(question);
        onQuestion?.();
      }
    }
    // A false statement could not be made from the last sentences: fill with true ones.
    if (type === "true_false" && questions.length < count) {
      for (const sentence of order) {
        if (questions.length >= count) break;
        // (A definition or a cause restated before the sentence as it stands.)
        const question = this.understanding(type, sentence, false) ?? (opensWithBareName(sentence) ? undefined : this.trueFalse(sentence, false));
        if (question) {
          questions.push(question);
          onQuestion?.();
        }
      }
    }
    if (questions.length >= count) return { questions };
    const usableSentences = this.analysis.sentences.length;
    const reason =
      usableSentences === 0
        ? "the text has no full sentences to ask about"
        : type === "multiple_choice" || type === "true_false"
          ? `the text has too few terms of the same kind to make wrong ${type === "multiple_choice" ? "options" : "statements"} from (${usableSentences} usable sentences)`
          : `the text has ${usableSentences} usable sentences and no more distinct terms to ask about`;
    return { questions, shortfall: `Only ${questions.length} of ${count} ${typeNames[type]} questions: ${reason}.` };
  }
}

/**
 * A quiz of `count` questions over the chosen types, batch by batch (the engine lets the event
 * loop turn between them): each type's share first; where one falls short (short notes have too
 * few terms of the answer's kind for wrong options), the other chosen types make up the rest, so
 * a student who asks for 12 gets 12 when the text has them. Each batch says why it fell short,
 * and the last says what made up the difference.
 */
export function* quizBatches(
  writer: QuizWriter,
  count: number,
  types: QuestionType[],
  onQuestion?: () => void,
): Generator<{ questions: DraftQuestion[]; shortfall?: string }> {
  let written = 0;
  const short = new Set<QuestionType>();
  for (const [type, share] of splitCount(count, types)) {
    if (share === 0) continue;
    const batch = writer.write(type, share, onQuestion);
    written += batch.questions.length;
    if (batch.shortfall) short.add(type);
    yield batch;
  }
  const madeUp = new Map<QuestionType, number>();
  // From the types that had more to give; long and short answers first: they ask most often
  // about understanding, and need no wrong options.
  const order: QuestionType[] = ["matching", "short_answer", "true_false", "multiple_choice"];
  for (const type of order.filter((type) => types.includes(type) && !short.has(type))) {
    if (written >= count) break;
    const { questions } = writer.write(type, count - written, onQuestion);
    if (questions.length === 0) continue;
    written += questions.length;
    madeUp.set(type, questions.length);
    yield { questions };
  }
  if (madeUp.size > 0) {
    const extra = [...madeUp].map(([type, made]) => `${made} more ${typeNames[type]}`).join(" and ");
    yield {
      questions: [],
      shortfall: `${extra} ${[...madeUp.values()].reduce((sum, made) => sum + made, 0) === 1 ? "question makes" : "questions make"} up the difference.`,
    };
  }
}

/** Splits `count` over the chosen types as evenly as possible, in the order given. */
export function splitCount(count: number, types: QuestionType[]): Map<QuestionType, number> {
  const split = new Map<QuestionType, number>();
  types.forEach((type, index) => split.set(type, Math.floor(count / types.length) + (index < count % types.length ? 1 : 0)));
  return split;
}
