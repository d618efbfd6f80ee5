import { blockFieldWords } from "@/content/admin-blocks";
import { postKindNames } from "@/content/collections/posts";
import { BLOCK_LIMITS, type LatestPostsBlock } from "@/lib/blocks/types";
import type { PostKind } from "@/lib/posts/post";
import { useBlockEditor } from "../block-editor-context";
import { withOptional } from "../layout-edits";
import { fieldId, type FieldsProps } from "./fields-props";
import { HeadingField } from "./heading-field";
import { SelectField } from "./select-field";

const w = blockFieldWords["latest-posts"];
const kinds = Object.entries(postKindNames).map(([value, label]) => ({ value, label }));
const counts = Array.from(
  { length: BLOCK_LIMITS.postsMax - BLOCK_LIMITS.postsMin + 1 },
  (_, index) => String(BLOCK_LIMITS.postsMin + index),
).map((count) => ({ value: count, label: count }));

export function LatestPostsFields({
  block,
  problems,
  base,
  change,
}: FieldsProps<LatestPostsBlock>) {
  const { choices } = useBlockEditor();
  return (
    <>
      <HeadingField
        base={base}
        words={w.heading}
        value={block.heading}
        problem={problems.heading}
        required={false}
        onChange={(heading) => change((posts) => withOptional(posts, "heading", heading))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId(base, "kind")}
          label={w.kind.label}
          hint={w.kind.hint}
          problem={problems.kind}
          value={block.kind ?? ""}
          options={kinds}
          empty={w.kind.any}
          onChange={(kind) => change((posts) => withOptional(posts, "kind", kind as PostKind))}
        />
        <SelectField
          id={fieldId(base, "count")}
          {...w.count}
          problem={problems.count}
          value={String(block.count)}
          options={counts}
          required
          onChange={(count) => change((posts) => ({ ...posts, count: Number(count) }))}
        />
        <SelectField
          id={fieldId(base, "industryId")}
          label={w.industryId.label}
          hint={w.industryId.hint}
          problem={problems.industryId}
          value={block.industryId ?? ""}
          options={choices.references.industries ?? []}
          empty={w.industryId.any}
          onChange={(id) => change((posts) => withOptional(posts, "industryId", id))}
        />
        <SelectField
          id={fieldId(base, "serviceId")}
          label={w.serviceId.label}
          hint={w.serviceId.hint}
          problem={problems.serviceId}
          value={block.serviceId ?? ""}
          options={choices.references.services ?? []}
          empty={w.serviceId.any}
          onChange={(id) => change((posts) => withOptional(posts, "serviceId", id))}
        />
      </div>
    </>
  );
}
