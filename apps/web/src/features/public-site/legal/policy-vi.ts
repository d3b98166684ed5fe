import type { LegalDocument, PolicySection } from "./legal-document";

export const policyVi: LegalDocument<PolicySection> = {
  updated: "2026-11-01",
  sections: {
    collected: {
      title: "1. Thông tin chúng tôi thu thập",
      paragraphs: [
        "Thông tin bạn cung cấp: email, mật khẩu (chỉ lưu dưới dạng mã băm an toàn), họ tên, ngày sinh, số điện thoại và quốc gia; câu trả lời khảo sát; và nếu bạn làm việc qua sàn việc làm, hồ sơ người làm việc, danh mục sản phẩm, video giới thiệu và giấy tờ tùy thân.",
        "Thông tin dịch vụ ghi nhận: điểm và các lần đổi điểm, tiến độ nhiệm vụ và bingo, lời mời, lượt check-in và phiếu giảm giá tại cửa hàng, cùng tin nhắn giữa bạn với khách hàng hoặc người làm việc. Khi bạn quét mã QR hoặc tìm cửa hàng gần đây, chúng tôi chỉ dùng vị trí của bạn cho lần tìm kiếm đó.",
      ],
    },
    use: {
      title: "2. Cách chúng tôi sử dụng thông tin",
      paragraphs: [
        "Để vận hành tài khoản, gửi khảo sát và công việc phù hợp, tính và thanh toán điểm, chống gian lận, trả lời câu hỏi của bạn và, nếu bạn đồng ý, thông báo về khảo sát và ưu đãi mới. Bạn chọn tần suất nhận thông báo: ngay lập tức, mỗi ngày một lần hoặc không bao giờ.",
      ],
    },
    sharing: {
      title: "3. Chúng tôi chia sẻ với ai",
      paragraphs: [
        "Đối tác khảo sát nhận câu trả lời của bạn mà không kèm họ tên hay thông tin liên hệ. Khách hàng xem hồ sơ người làm việc mà bạn công khai. Ngân hàng và đơn vị phát hành thẻ nhận những thông tin cần cho việc đổi điểm. Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn.",
      ],
    },
    retention: {
      title: "4. Dữ liệu chúng tôi lưu giữ",
      paragraphs: [
        "Chúng tôi lưu dữ liệu của bạn khi tài khoản còn hoạt động. Khi bạn xóa tài khoản, chúng tôi xóa hồ sơ và điểm của bạn; hồ sơ các lần đổi điểm trước đó được giữ trong thời gian pháp luật về thuế và kế toán yêu cầu, còn báo cáo lỗi được giữ 30 ngày.",
      ],
    },
    cookies: {
      title: "5. Cookie",
      paragraphs: [
        "Chúng tôi chỉ dùng những cookie cần thiết cho dịch vụ: phiên đăng nhập (7 ngày), quốc gia (28 ngày) và ngôn ngữ (7 ngày). Chúng tôi không dùng cookie quảng cáo.",
      ],
    },
    minors: {
      title: "6. Người chưa thành niên",
      paragraphs: [
        "Người dưới 18 tuổi chỉ được sử dụng dịch vụ khi có sự đồng ý của cha mẹ hoặc người giám hộ hợp pháp; người đó có thể yêu cầu chúng tôi cho xem hoặc xóa dữ liệu của người chưa thành niên bất cứ lúc nào.",
      ],
    },
    rights: {
      title: "7. Quyền của bạn",
      paragraphs: [
        "Bạn có thể xem và sửa hồ sơ trong ứng dụng, yêu cầu bản sao dữ liệu của mình, phản đối việc dùng dữ liệu cho mục đích ưu đãi và xóa tài khoản trong phần Cài đặt. Mọi yêu cầu, vui lòng gửi qua trung tâm trợ giúp.",
      ],
    },
    security: {
      title: "8. Bảo mật",
      paragraphs: [
        "Dữ liệu của bạn được mã hóa khi truyền đi, mật khẩu và phiên đăng nhập chỉ được lưu dưới dạng mã băm, và chuyển khoản ngân hàng cần mã gửi đến điện thoại của bạn. Trong đội ngũ của chúng tôi, chỉ những người cần thiết mới được truy cập.",
      ],
    },
    changes: {
      title: "9. Thay đổi",
      paragraphs: [
        "Chúng tôi sẽ thông báo cho bạn qua email và trong ứng dụng về những thay đổi quan trọng của chính sách này trước khi áp dụng.",
      ],
    },
  },
};
