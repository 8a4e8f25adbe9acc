import { profileAttributeValues } from './profile-attributes';
import type { ProfileAttributeName } from './profile-attributes';

/** The label of an attribute ("Lichaamsbouw"), from the kit's attribute catalogue (withAttributeMessages). */
export function attributeLabel(name: ProfileAttributeName): { id: string } {
  return { id: `kit.attr.${name}` };
}

/**
 * The label of one value of an attribute ("Slank"); undefined for a slug this build does not know yet
 * (a value the API added later), which the page then shows as it is.
 */
export function attributeValueLabel(name: ProfileAttributeName, slug: string): { id: string } | undefined {
  return (profileAttributeValues[name] as readonly string[]).includes(slug) ? { id: `kit.attr.${name}.${slug}` } : undefined;
}
