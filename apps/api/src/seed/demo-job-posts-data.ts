import type { JobType } from "@rewards/contracts";

/**
 * The open jobs of the marketplace's demo: around Jakarta, Bandung, Hanoi and Ho Chi Minh City, each
 * written in the language its client would use (Indonesian, Vietnamese or English). Fees are points.
 */
export type DemoCity = "jakarta" | "bandung" | "hanoi" | "hcmc";
export type DemoJob = {
  city: DemoCity;
  type: JobType;
  category: string;
  title: string;
  description: string;
  fee: number;
  workers?: number;
  /** The street, for an onsite job. */
  address?: string;
};

export const cityCentres: Record<DemoCity, { lat: number; lng: number; name: string }> = {
  jakarta: { lat: -6.2088, lng: 106.8456, name: "Jakarta" },
  bandung: { lat: -6.9175, lng: 107.6191, name: "Bandung" },
  hanoi: { lat: 21.0278, lng: 105.8342, name: "Hà Nội" },
  hcmc: { lat: 10.7769, lng: 106.7009, name: "Hồ Chí Minh" },
};

export const demoOpenJobs: DemoJob[] = [
  // Jakarta, in Indonesian and English
  {
    city: "jakarta",
    type: "onsite",
    category: "onsite-event",
    title: "Staf registrasi untuk seminar UMKM",
    description:
      "Kami butuh 3 orang untuk meja registrasi seminar UMKM hari Sabtu, pukul 07.30–13.00. Memeriksa daftar hadir, membagikan tanda pengenal dan menjawab pertanyaan tamu. Makan siang disediakan.",
    fee: 250_000,
    workers: 3,
    address: "Jl. Gatot Subroto Kav. 52, Kuningan, Jakarta Selatan",
  },
  {
    city: "jakarta",
    type: "onsite",
    category: "onsite-delivery",
    title: "Antar 40 paket katering ke kantor di Sudirman",
    description:
      "Mengantar kotak makan siang dari dapur kami di Setiabudi ke tiga gedung kantor di Sudirman, pukul 10.30–12.30. Harus punya motor sendiri; bensin kami ganti.",
    fee: 150_000,
    address: "Jl. Setiabudi Tengah No. 8, Jakarta Selatan",
  },
  {
    city: "jakarta",
    type: "online",
    category: "design-social",
    title: "Desain 12 konten Instagram untuk toko kopi",
    description:
      "Toko kopi kami di Kemang butuh 12 desain feed Instagram untuk bulan depan: promo, menu baru dan kutipan. Kami kirim foto produk dan panduan warna. Format 1080×1350.",
    fee: 600_000,
  },
  {
    city: "jakarta",
    type: "online",
    category: "writing-content",
    title: "Write product descriptions for a batik web shop",
    description:
      "Thirty short product descriptions (80–120 words each) in English for our batik web shop, from our Indonesian notes. Friendly tone, with care instructions for each fabric.",
    fee: 450_000,
  },
  {
    city: "jakarta",
    type: "onsite",
    category: "marketing-live",
    title: "Host live selling skincare di TikTok, 3 malam",
    description:
      "Mencari host live yang percaya diri untuk 3 sesi live TikTok (19.00–21.00) di studio kami di Kelapa Gading. Pengalaman jualan live diutamakan. Skrip dan produk disediakan.",
    fee: 900_000,
    address: "Jl. Boulevard Raya, Kelapa Gading, Jakarta Utara",
  },
  {
    city: "jakarta",
    type: "online",
    category: "writing-translation",
    title: "Terjemahkan menu restoran ke bahasa Inggris dan Jepang",
    description:
      "Menu kami berisi 60 item makanan dan minuman. Butuh terjemahan ke bahasa Inggris dan Jepang yang natural, termasuk penjelasan singkat bahan untuk tamu asing.",
    fee: 350_000,
  },
  {
    city: "jakarta",
    type: "onsite",
    category: "onsite-event",
    title: "Event crew for a weekend car-free-day booth",
    description:
      "Two people to set up our booth at the Sunday car-free day on Jl. Sudirman, hand out samples from 06:00 to 10:00 and pack up. T-shirts and breakfast provided.",
    fee: 200_000,
    workers: 2,
    address: "Bundaran HI, Jl. M.H. Thamrin, Jakarta Pusat",
  },
  {
    city: "jakarta",
    type: "social",
    category: "marketing-review",
    title: "Ulasan video untuk botol minum baru",
    description:
      "Kami kirim botol minum gratis, Anda buat video ulasan 30–60 detik untuk TikTok atau Reels dengan jujur. Minimal 2.000 pengikut.",
    fee: 300_000,
    workers: 5,
  },
  {
    city: "jakarta",
    type: "online",
    category: "design-logo",
    title: "Logo untuk usaha laundry kiloan",
    description:
      "Usaha laundry baru di Tebet butuh logo sederhana yang mudah dibaca di spanduk dan plastik kemasan. Tiga konsep awal, dua kali revisi.",
    fee: 500_000,
  },
  {
    city: "jakarta",
    type: "onsite",
    category: "onsite-delivery",
    title: "Help moving a small office in Menteng",
    description:
      "Pack and carry desks, chairs and about 30 boxes from the 2nd floor to a truck, then unload at the new office 2 km away. Saturday morning, about 4 hours.",
    fee: 275_000,
    workers: 3,
    address: "Jl. Cikini Raya No. 60, Menteng, Jakarta Pusat",
  },
  // Bandung, in Indonesian and English
  {
    city: "bandung",
    type: "onsite",
    category: "onsite-event",
    title: "Penjaga stan di pasar kreatif Braga",
    description:
      "Menjaga stan kerajinan kulit kami di pasar kreatif Braga, Sabtu–Minggu pukul 10.00–18.00. Melayani pembeli dan mencatat penjualan. Bisa bahasa Inggris sedikit lebih baik.",
    fee: 350_000,
    workers: 2,
    address: "Jl. Braga No. 10, Sumur Bandung, Bandung",
  },
  {
    city: "bandung",
    type: "online",
    category: "design-social",
    title: "Poster acara musik akustik",
    description:
      "Satu poster A3 untuk cetak dan dua versi untuk Instagram (feed dan story) untuk acara musik akustik di kafe kami di Dago. Nuansa hangat dan sederhana.",
    fee: 400_000,
  },
  {
    city: "bandung",
    type: "onsite",
    category: "onsite-delivery",
    title: "Antar pesanan brownies ke pelanggan, Jumat sore",
    description:
      "Mengantar 25 kotak brownies ke alamat di Bandung kota pada Jumat pukul 14.00–18.00. Rute sudah kami siapkan. Motor sendiri.",
    fee: 125_000,
    address: "Jl. Riau No. 21, Bandung Wetan, Bandung",
  },
  {
    city: "bandung",
    type: "online",
    category: "writing-translation",
    title: "Translate a hostel website from Indonesian to English",
    description:
      "Our hostel's website has 8 pages (rooms, location, house rules, tours). We need a natural English translation, keeping the friendly tone. About 3,500 words.",
    fee: 550_000,
  },
  {
    city: "bandung",
    type: "online",
    category: "design-logo",
    title: "Logo dan kemasan keripik pedas",
    description:
      "Brand keripik pedas rumahan butuh logo dan desain stiker kemasan ukuran 10×15 cm. Karakter cabai yang lucu boleh. File siap cetak.",
    fee: 700_000,
  },
  {
    city: "bandung",
    type: "onsite",
    category: "marketing-review",
    title: "Food vlogger to review our new noodle shop",
    description:
      "Visit our noodle shop near Cihampelas, try three dishes on us and post an honest short video review. At least 5,000 followers on TikTok or Instagram.",
    fee: 450_000,
    address: "Jl. Cihampelas No. 120, Coblong, Bandung",
  },
  {
    city: "bandung",
    type: "online",
    category: "writing-content",
    title: "Artikel blog tentang wisata kuliner Bandung",
    description:
      "Empat artikel blog @800 kata tentang kuliner Bandung (sarapan, jajanan malam, kopi, oleh-oleh) untuk situs agen wisata kami. Ramah SEO, tanpa plagiarisme.",
    fee: 480_000,
  },
  {
    city: "bandung",
    type: "onsite",
    category: "onsite-event",
    title: "Fotografer acara wisuda TK",
    description:
      "Memotret acara wisuda TK pada Sabtu pagi (08.00–11.00): foto kelompok, tiap anak menerima ijazah dan momen panggung. Kirim 150 foto hasil edit dalam 3 hari.",
    fee: 850_000,
    address: "Jl. Setiabudi No. 45, Sukasari, Bandung",
  },
  {
    city: "bandung",
    type: "online",
    category: "marketing-live",
    title: "Live host for a Shopee fashion sale",
    description:
      "Two 2-hour live sessions on Shopee for our modest-fashion brand during the payday sale. Speak Indonesian fluently; English a plus. We send the outfits.",
    fee: 650_000,
  },
  // Hanoi, in Vietnamese and English
  {
    city: "hanoi",
    type: "onsite",
    category: "onsite-event",
    title: "Nhân viên hỗ trợ hội chợ sách cuối tuần",
    description:
      "Cần 3 bạn hỗ trợ gian hàng tại hội chợ sách ở phố sách 19/12, thứ Bảy và Chủ nhật, 8h–17h. Sắp xếp sách, tư vấn khách và tính tiền. Có ăn trưa.",
    fee: 400_000,
    workers: 3,
    address: "Phố sách 19/12, Hoàn Kiếm, Hà Nội",
  },
  {
    city: "hanoi",
    type: "online",
    category: "design-logo",
    title: "Thiết kế logo cho tiệm bánh mì",
    description:
      "Tiệm bánh mì nhỏ ở Ba Đình cần logo đơn giản, dễ nhận diện, dùng cho biển hiệu và túi giấy. Gửi 3 phương án, chỉnh sửa 2 lần.",
    fee: 800_000,
  },
  {
    city: "hanoi",
    type: "online",
    category: "writing-translation",
    title: "Dịch hồ sơ công ty từ tiếng Việt sang tiếng Anh",
    description:
      "Hồ sơ năng lực công ty xây dựng, khoảng 12 trang (4.000 chữ). Cần bản dịch tiếng Anh chuẩn, thuật ngữ kỹ thuật chính xác. Giao trong 5 ngày.",
    fee: 1_200_000,
  },
  {
    city: "hanoi",
    type: "onsite",
    category: "onsite-delivery",
    title: "Giao hoa dịp 20/10 trong nội thành",
    description:
      "Giao khoảng 30 bó hoa trong ngày 20/10 tại các quận Hoàn Kiếm, Ba Đình, Đống Đa. Tự có xe máy, có điện thoại để nhận lộ trình.",
    fee: 350_000,
    workers: 2,
    address: "Chợ hoa Quảng An, Tây Hồ, Hà Nội",
  },
  {
    city: "hanoi",
    type: "online",
    category: "design-social",
    title: "Social media posts for a Hanoi walking-tour company",
    description:
      "Ten English posts (image and caption) introducing our Old Quarter and street-food walking tours, for Facebook and Instagram. We provide photos and tour notes.",
    fee: 900_000,
  },
  {
    city: "hanoi",
    type: "onsite",
    category: "marketing-review",
    title: "Review quán cà phê trứng mới mở",
    description:
      "Mời các bạn làm nội dung đến thưởng thức cà phê trứng và bánh tại quán mới ở phố Hàng Gai, quay video review ngắn trung thực. Từ 3.000 người theo dõi.",
    fee: 300_000,
    workers: 4,
    address: "Phố Hàng Gai, Hoàn Kiếm, Hà Nội",
  },
  {
    city: "hanoi",
    type: "online",
    category: "writing-content",
    title: "Viết bài chuẩn SEO về du lịch Ninh Bình",
    description:
      "Ba bài viết 1.000 chữ về du lịch Ninh Bình (Tràng An, Tam Cốc, ẩm thực) cho website đại lý du lịch. Văn phong tự nhiên, có gợi ý lịch trình.",
    fee: 600_000,
  },
  {
    city: "hanoi",
    type: "onsite",
    category: "onsite-event",
    title: "MC for a small company year-end party",
    description:
      "Bilingual (Vietnamese–English) MC for our 60-person year-end party at a restaurant in Tây Hồ, 18:00–21:30. Games and lucky draw included; script outline provided.",
    fee: 2_000_000,
    address: "Đường Quảng An, Tây Hồ, Hà Nội",
  },
  {
    city: "hanoi",
    type: "online",
    category: "marketing-live",
    title: "Livestream bán đồ gốm Bát Tràng",
    description:
      "Cần người livestream trên Facebook 2 buổi tối, giới thiệu và chốt đơn đồ gốm Bát Tràng. Có kinh nghiệm bán hàng online là lợi thế.",
    fee: 700_000,
  },
  // Ho Chi Minh City, in Vietnamese and English
  {
    city: "hcmc",
    type: "onsite",
    category: "onsite-event",
    title: "PG giới thiệu sản phẩm trà sữa tại trung tâm thương mại",
    description:
      "Cần 4 bạn PG/PB phát mẫu thử và giới thiệu trà sữa vị mới tại Vincom Đồng Khởi, thứ Bảy 10h–18h. Đồng phục được cung cấp.",
    fee: 450_000,
    workers: 4,
    address: "72 Lê Thánh Tôn, Bến Nghé, Quận 1, TP. Hồ Chí Minh",
  },
  {
    city: "hcmc",
    type: "online",
    category: "design-social",
    title: "Thiết kế banner khuyến mãi cho shop thời trang",
    description:
      "Shop thời trang online cần 6 banner khuyến mãi cho Shopee và Facebook (kích thước theo từng nền tảng). Phong cách trẻ trung, màu pastel.",
    fee: 550_000,
  },
  {
    city: "hcmc",
    type: "onsite",
    category: "onsite-delivery",
    title: "Giao cơm văn phòng khu vực Quận 3",
    description:
      "Giao 50 phần cơm trưa đến các văn phòng ở Quận 3 từ 10h30 đến 12h30, thứ Hai đến thứ Sáu tuần sau. Tự có xe máy, được hỗ trợ xăng.",
    fee: 600_000,
    address: "Đường Võ Văn Tần, Quận 3, TP. Hồ Chí Minh",
  },
  {
    city: "hcmc",
    type: "online",
    category: "writing-translation",
    title: "Translate a skincare brand's labels into Vietnamese",
    description:
      "Twenty product labels and leaflets (about 2,500 words) from English into Vietnamese, keeping the ingredient names exact. Experience with cosmetics a plus.",
    fee: 750_000,
  },
  {
    city: "hcmc",
    type: "social",
    category: "marketing-review",
    title: "Review tai nghe không dây trên TikTok",
    description:
      "Chúng tôi gửi tai nghe, bạn làm video review 30–60 giây trung thực trên TikTok. Yêu cầu từ 5.000 người theo dõi, nội dung công nghệ hoặc đời sống.",
    fee: 500_000,
    workers: 3,
  },
  {
    city: "hcmc",
    type: "onsite",
    category: "onsite-event",
    title: "Photographer for a café opening in District 1",
    description:
      "Photograph our café's opening morning (07:00–11:00): the space, drinks, guests and the ribbon cutting. 100 edited photos within 2 days.",
    fee: 1_500_000,
    address: "Đường Nguyễn Huệ, Bến Nghé, Quận 1, TP. Hồ Chí Minh",
  },
  {
    city: "hcmc",
    type: "online",
    category: "design-logo",
    title: "Logo cho studio yoga",
    description:
      "Studio yoga nhỏ ở Thảo Điền cần logo tối giản, dùng được trên nền sáng và tối. Bàn giao file vector và hướng dẫn màu.",
    fee: 900_000,
  },
  {
    city: "hcmc",
    type: "online",
    category: "writing-content",
    title: "Viết kịch bản video ngắn cho quán ăn",
    description:
      "Viết 8 kịch bản video 30 giây cho TikTok của quán bún bò: giới thiệu món, hậu trường bếp, khách hàng. Có gợi ý góc quay và chữ trên màn hình.",
    fee: 400_000,
  },
  {
    city: "hcmc",
    type: "online",
    category: "marketing-live",
    title: "Live seller for a handmade jewellery shop",
    description:
      "Host three evening lives on Facebook for our handmade silver jewellery shop, in Vietnamese. Show the pieces, answer questions and take orders.",
    fee: 800_000,
  },
];
