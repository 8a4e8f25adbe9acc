/** The interests with icons named, in display order (alphabetical as in the spec). */
export const INTEREST_SLUGS = [
  'adventure', 'animals', 'art', 'astrology', 'bbq', 'beach', 'beer', 'biking', 'bondage', 'coffee',
  'cooking', 'dancing', 'exchanging_pictures', 'fashion', 'foodie', 'gardening', 'gym', 'hiking', 'hugging',
  'kissing', 'lingerie', 'massages', 'movies', 'music', 'outdoors', 'party', 'photography', 'politics',
  'relationship', 'safe_sex', 'sex_toys', 'shopping', 'sports', 'sushi', 'tattoos', 'tea', 'theater',
  'travelling', 'vegetarian', 'video_games', 'wine',
] as const;
