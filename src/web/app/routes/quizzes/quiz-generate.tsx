import { GenerateQuiz } from "@/features/quizzes/components/generate-quiz.js";

/** /quizzes/generate: notes or a PDF in, a draft quiz out, opened in the editor to review. */
export default function QuizGenerateScreen() {
  return <GenerateQuiz />;
}
