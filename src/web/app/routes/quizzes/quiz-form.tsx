import { useParams } from "react-router";
import { PageShell } from "../../../components/layout/page-shell.js";

/** /quizzes/create and /quizzes/edit/{id}: one form, empty or filled with the quiz. */
export default function QuizFormScreen() {
  const { id } = useParams();
  return id ? (
    <PageShell title="Edit quiz" lead="Change the title, the questions and their answers; saving replaces the quiz as a whole." />
  ) : (
    <PageShell title="Create a quiz" lead="Add a title, a colour and questions: multiple choice, true/false, short or long answer." />
  );
}
