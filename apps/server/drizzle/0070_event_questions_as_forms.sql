-- Registration questions become a form's questions (issue 37 item 1, decision 113): a
-- text question is a long text (the textarea it always was; answers up to 1,000
-- characters fit), `multiple` is `multi_choice`, and each gets the empty help a form's
-- question carries. The answers on `event_rsvps` keep their shape (text, an option, a list).
UPDATE "events"
SET "questions" = (
  SELECT coalesce(jsonb_agg(
    jsonb_build_object(
      'id', q.v->'id',
      'label', q.v->'label',
      'help', coalesce(q.v->'help', '""'::jsonb),
      'required', coalesce(q.v->'required', 'false'::jsonb),
      'kind', CASE q.v->>'kind'
        WHEN 'text' THEN 'long_text'
        WHEN 'multiple' THEN 'multi_choice'
        ELSE q.v->>'kind'
      END
    ) || CASE WHEN q.v->>'kind' IN ('choice', 'multiple')
      THEN jsonb_build_object('options', q.v->'options')
      ELSE '{}'::jsonb
    END
    ORDER BY q.ord
  ), '[]'::jsonb)
  FROM jsonb_array_elements("events"."questions") WITH ORDINALITY AS q(v, ord)
)
WHERE jsonb_array_length("questions") > 0
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements("events"."questions") AS old(v)
    WHERE old.v->>'kind' IN ('text', 'multiple') OR NOT old.v ? 'help'
  );
