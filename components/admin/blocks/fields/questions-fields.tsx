import { blockFieldWords, blockPartWords } from "@/content/admin-blocks";
import { BLOCK_LIMITS, type Question, type QuestionsBlock } from "@/lib/blocks/types";
import { withOptional } from "../layout-edits";
import { fieldId, type FieldsProps } from "./fields-props";
import { HeadingField } from "./heading-field";
import { ItemList } from "./item-list";
import { TextField } from "./text-field";

const w = blockFieldWords.questions;
const part = blockPartWords.question;

export function QuestionsFields({ block, problems, base, change }: FieldsProps<QuestionsBlock>) {
  const key = (index: number, name: keyof Question) => `questions.${index}.${name}`;
  const update = (index: number, patch: Partial<Question>) =>
    change((questions) => ({
      ...questions,
      questions: questions.questions.map((old, at) => (at === index ? { ...old, ...patch } : old)),
    }));
  return (
    <>
      <HeadingField
        base={base}
        words={w.heading}
        value={block.heading}
        problem={problems.heading}
        required={false}
        onChange={(heading) => change((questions) => withOptional(questions, "heading", heading))}
      />
      <ItemList<Question>
        id={fieldId(base, "questions")}
        {...w.questions}
        problem={problems.questions}
        items={block.questions}
        min={1}
        name={(_, position) => part.name(position)}
        removeLabel={part.remove}
        itemProblem={(index) => problems[`questions.${index}`]}
        firstControl={(index) => fieldId(base, key(index, "question"))}
        onChange={(update) =>
          change((questions) => ({ ...questions, questions: update(questions.questions) }))
        }
        add={{
          label: part.add,
          max: BLOCK_LIMITS.questions,
          blank: () => ({ question: "", answer: "" }),
        }}
      >
        {(question, index) => (
          <div className="mt-2 flex flex-col gap-4">
            <TextField
              id={fieldId(base, key(index, "question"))}
              {...part.question}
              problem={problems[key(index, "question")]}
              value={question.question}
              required
              onChange={(value) => update(index, { question: value })}
            />
            <TextField
              id={fieldId(base, key(index, "answer"))}
              {...part.answer}
              problem={problems[key(index, "answer")]}
              value={question.answer}
              rows={4}
              required
              onChange={(value) => update(index, { answer: value })}
            />
          </div>
        )}
      </ItemList>
    </>
  );
}
