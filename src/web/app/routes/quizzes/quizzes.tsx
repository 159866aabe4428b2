import { QuizList } from "@/features/quizzes/components/quiz-list.js";

export default function QuizzesScreen() {
  return <QuizList />;
}
