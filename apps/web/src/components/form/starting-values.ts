import type { FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";

/**
 * react-hook-form puts a field's starting value in it only once the app runs (through the field's
 * ref), so a form the server draws would arrive with its fields empty. These registrations carry
 * the starting value into the markup as well (`defaultValue`, which hydration leaves alone); the
 * form then starts from the same values. For fields that hold text (inputs, text areas, selects).
 */
export function registerWithStartingValues<T extends FieldValues>(register: UseFormRegister<T>, values: T) {
  return (name: Path<T> & keyof T): UseFormRegisterReturn<Path<T>> & { defaultValue: string } => ({
    ...register(name),
    defaultValue: String(values[name] ?? ""),
  });
}
