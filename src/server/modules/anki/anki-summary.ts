import type { AnkiNotetypeHandling } from "../../../shared/schemas/anki.js";
import type { Conversion, ConvertedDeck } from "./anki-convert.js";

/** What the preview needs of a conversion: counts, and each deck's guids to find a set imported before. */
export interface AnkiSummary {
  format: string;
  decks: (Omit<ConvertedDeck, "cards"> & { cardCount: number; guids: string[] })[];
  noteTypes: { name: string; notes: number; handling: AnkiNotetypeHandling }[];
  images: number;
  audio: string[];
}

export function summarise(conversion: Conversion, format: string): AnkiSummary {
  return {
    format,
    decks: conversion.decks.map(({ cards, ...deck }) => ({ ...deck, cardCount: cards.length, guids: cards.map((card) => card.guid) })),
    noteTypes: conversion.noteTypes,
    images: conversion.images.length,
    audio: conversion.audio,
  };
}
