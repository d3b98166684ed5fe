-- The store categories every market starts with (the back office names a store's categories from these).
insert into store_categories (id, icon, name_en, name_vi, name_id, position) values
  ('cafe', 'coffee', 'Café', 'Cà phê', 'Kafe', 1),
  ('food', 'utensils', 'Food', 'Ăn uống', 'Makanan', 2),
  ('beauty', 'sparkles', 'Beauty', 'Làm đẹp', 'Kecantikan', 3),
  ('fashion', 'shirt', 'Fashion', 'Thời trang', 'Fesyen', 4),
  ('grocery', 'shopping-basket', 'Grocery', 'Tạp hóa', 'Kelontong', 5),
  ('health', 'heart-pulse', 'Health', 'Sức khỏe', 'Kesehatan', 6),
  ('electronics', 'smartphone', 'Electronics', 'Điện tử', 'Elektronik', 7),
  ('entertainment', 'clapperboard', 'Entertainment', 'Giải trí', 'Hiburan', 8)
on conflict (id) do nothing;
