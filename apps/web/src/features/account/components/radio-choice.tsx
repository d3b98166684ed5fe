import * as RadioGroup from "@radix-ui/react-radio-group";
import { useId } from "react";

export type Choice = { value: string; label: string };

/** A labelled group of radio buttons (Radix: arrow keys move, Space picks). */
export function RadioChoice({
  label,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  choices: Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <p id={`${id}-label`} className="font-medium text-gray-900">
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        value={value ?? ""}
        onValueChange={onChange}
        disabled={disabled}
        className="mt-2 flex flex-wrap gap-2"
      >
        {choices.map((choice) => (
          <div
            key={choice.value}
            className="flex items-center gap-2 rounded-full border border-gray-200 px-3 py-2 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
          >
            <RadioGroup.Item
              id={`${id}-${choice.value}`}
              value={choice.value}
              className="flex size-5 items-center justify-center rounded-full border-2 border-gray-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:border-brand-700"
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${choice.value}`} className="cursor-pointer text-sm text-gray-800">
              {choice.label}
            </label>
          </div>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
