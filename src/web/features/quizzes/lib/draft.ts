import { defaultColorTheme } from "@shared/color-themes.js";
import type { QuestionType, Quiz, QuizInput } from "@shared/schemas/quizzes.js";

/** A question as the form edits it: each type keeps its own kind of answer. */
export interface DraftQuestion {
  key: string;
  id?: string;
  questionText: string;
  questionType: QuestionType;
  points: number;
  explanation: string;
  multipleCorrect: boolean;
  options: { key: string; id?: string; answerText: string; isCorrect: boolean }[];
  /** true/false */
  truth: boolean;
  trueId?: string;
  falseId?: string;
  /** short answer: the correct answer; long answer: the sample answer */
  text: string;
  textId?: string;
}

export interface DraftQuiz {
  title: string;
  description: string;
  sourceContent: string;
  /** The uploaded PDF an AI draft was generated from, kept with the quiz. */
  pdfUrl: string | null;
  colorTheme: string;
  questions: DraftQuestion[];
}

let counter = 0;
export const newKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

export function blankQuestion(questionType: QuestionType = "multiple_choice"): DraftQuestion {
  return {
    key: newKey(),
    questionText: "",
    questionType,
    points: 1,
    explanation: "",
    multipleCorrect: false,
    options: [
      { key: newKey(), answerText: "", isCorrect: true },
      { key: newKey(), answerText: "", isCorrect: false },
    ],
    truth: true,
    text: "",
  };
}

/** An empty quiz in the user's default colour (Settings → Preferences). */
export function blankQuiz(colorTheme: string = defaultColorTheme): DraftQuiz {
  return { title: "", description: "", sourceContent: "", pdfUrl: null, colorTheme, questions: [blankQuestion()] };
}

export function draftFromQuiz(quiz: Quiz): DraftQuiz {
  return {
    title: quiz.title,
    description: quiz.description,
    sourceContent: quiz.sourceContent ?? "",
    pdfUrl: quiz.pdfUrl ?? null,
    colorTheme: quiz.colorTheme,
    questions: quiz.questions.map((question) => {
      const draft: DraftQuestion = {
        ...blankQuestion(question.questionType),
        id: question.id,
        questionText: question.questionText,
        points: question.points,
        explanation: question.explanation ?? "",
        multipleCorrect: question.multipleCorrect,
      };
      if (question.questionType === "multiple_choice") {
        draft.options = question.answers.map((answer) => ({ key: newKey(), id: answer.id, answerText: answer.answerText, isCorrect: answer.isCorrect }));
      } else if (question.questionType === "true_false") {
        const truth = question.answers.find((answer) => answer.answerText === "True");
        const falsehood = question.answers.find((answer) => answer.answerText === "False");
        draft.truth = truth?.isCorrect ?? true;
        if (truth) draft.trueId = truth.id;
        if (falsehood) draft.falseId = falsehood.id;
      } else {
        const answer = question.answers[0];
        draft.text = answer?.answerText ?? "";
        if (answer) draft.textId = answer.id;
      }
      return draft;
    }),
  };
}

const withId = <T extends object>(value: T, id: string | undefined) => (id ? { ...value, id } : value);

export function inputFromDraft(draft: DraftQuiz): QuizInput {
  return {
    title: draft.title,
    description: draft.description,
    colorTheme: draft.colorTheme,
    sourceContent: draft.sourceContent.trim() ? draft.sourceContent : null,
    ...(draft.pdfUrl ? { pdfUrl: draft.pdfUrl } : {}),
    questions: draft.questions.map((question) => {
      const base = withId(
        {
          questionText: question.questionText,
          questionType: question.questionType,
          points: question.points,
          explanation: question.explanation,
          multipleCorrect: question.questionType === "multiple_choice" && question.multipleCorrect,
        },
        question.id,
      );
      switch (question.questionType) {
        case "multiple_choice":
          return { ...base, answers: question.options.map((option) => withId({ answerText: option.answerText, isCorrect: option.isCorrect }, option.id)) };
        case "true_false":
          return {
            ...base,
            answers: [
              withId({ answerText: "True", isCorrect: question.truth }, question.trueId),
              withId({ answerText: "False", isCorrect: !question.truth }, question.falseId),
            ],
          };
        case "short_answer":
          return { ...base, answers: [withId({ answerText: question.text, isCorrect: true }, question.textId)] };
        case "matching":
          return { ...base, answers: question.text.trim() ? [withId({ answerText: question.text, isCorrect: true }, question.textId)] : [] };
      }
    }),
  };
}

/** A generated draft (the quiz API's input shape) as the form edits it. */
export function draftFromInput(input: {
  title: string;
  description?: string;
  colorTheme?: string;
  sourceContent?: string | null;
  pdfUrl?: string | null;
  questions: {
    questionText: string;
    questionType: QuestionType;
    points?: number;
    explanation?: string;
    answers: { answerText: string; isCorrect: boolean }[];
  }[];
}): DraftQuiz {
  return {
    title: input.title,
    description: input.description ?? "",
    sourceContent: input.sourceContent ?? "",
    pdfUrl: input.pdfUrl ?? null,
    colorTheme: input.colorTheme ?? defaultColorTheme,
    questions: input.questions.map((question) => {
      const draft: DraftQuestion = {
        ...blankQuestion(question.questionType),
        questionText: question.questionText,
        points: question.points ?? 1,
        explanation: question.explanation ?? "",
      };
      if (question.questionType === "multiple_choice") {
        draft.options = question.answers.map((answer) => ({ key: newKey(), answerText: answer.answerText, isCorrect: answer.isCorrect }));
        draft.multipleCorrect = question.answers.filter((answer) => answer.isCorrect).length > 1;
      } else if (question.questionType === "true_false") {
        draft.truth = question.answers.find((answer) => answer.answerText === "True")?.isCorrect ?? true;
      } else {
        draft.text = question.answers[0]?.answerText ?? "";
      }
      return draft;
    }),
  };
}
