/**
 * A store's address line with its city, once: most addresses already end in their city
 * ('…, Jakarta Pusat 10310' in Jakarta), and a city written twice reads as a mistake.
 */
export function addressLine(address: string, city: string): string {
  const street = address.trim();
  const town = city.trim();
  if (!street) return town;
  if (!town || street.toLocaleLowerCase().includes(town.toLocaleLowerCase())) return street;
  return `${street}, ${town}`;
}
